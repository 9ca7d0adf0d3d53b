import i18n from '../../i18n/i18n';
import './systemTexts';

/**
 * What a permission is called in the interface's language (issue 26: the role editor showed the
 * raw English strings). The permission string stays the key, on the wire and in the database; a
 * permission an administrator added has no label and shows its name.
 */
export function permissionLabel(permission: string): string {
  return i18n.t(`system.permissionLabels.${permission}`, { defaultValue: permission });
}
