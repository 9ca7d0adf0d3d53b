import type { TFunction } from 'i18next';
import type { NotificationRow } from '../../../db/rows';

/**
 * A notification's text in the language the reader shows now (issue 26): its kind's text with the
 * values the server stored. A notification stored before kinds had parameters brings the text it
 * was given then, shown as it is.
 */
export function activityText(row: Pick<NotificationRow, 'type' | 'data'>, t: TFunction): string {
  if ('message' in row.data) return row.data.message;
  return t(`activities.kinds.${row.type}`, { ...row.data.params });
}
