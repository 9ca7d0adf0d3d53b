/**
 * Who may do what with the iEC catalogue, lexicon and sources (issue 16), one rule for the
 * server's routes and the client's buttons: everyone signed in reads (doctors use the tool and the
 * lexicon), holders of 'manage content' create, edit and delete.
 */
import { Permission } from './permissions';

export const IEC_CONTENT_PERMISSION = Permission.manageContent;

export const mayManageIecContent = (permissions: Iterable<string>): boolean =>
  [...permissions].includes(IEC_CONTENT_PERMISSION);
