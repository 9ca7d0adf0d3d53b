import { ReportFileError } from '../../../sync/reportFiles';
import i18n from '../../i18n/i18n';
import { notify } from '../../notifications/notify';
import { handleSessionLost } from '../../session/sessionLost';
import { isOfflineFailure } from './reportPdf';

/**
 * Spec §8 'Report download failure': 'Befund konnte nicht geladen werden:' plus the status. A lost
 * session is announced once, centrally, as for every other call.
 */
export function announceLoadFailure(error: unknown): void {
  if (isOfflineFailure(error)) {
    notify.error(i18n.t('reports.viewer.notOffline'));
    return;
  }
  const status = error instanceof ReportFileError ? error.status : null;
  if (status === 401 || status === 419) {
    handleSessionLost(status);
    return;
  }
  notify.error(
    i18n.t('reports.loadFailed', {
      status: status ?? (error instanceof Error ? error.message : String(error)),
    }),
  );
}
