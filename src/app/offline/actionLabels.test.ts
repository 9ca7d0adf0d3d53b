// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import de from './locales/de.json';
import en from './locales/en.json';
import { actionLabelKey } from './actionLabels';

const label = (locale: typeof de, key: string | null) =>
  key ? (locale.sync.actions as Record<string, string>)[key.replace('sync.actions.', '')] : null;

describe('the labels of unsent actions', () => {
  it('names the action by the label key stored on its outbox row, whatever its path', () => {
    expect(label(de, actionLabelKey({ label: 'reportRead' }))).toBe('Befund als gelesen markieren');
    expect(label(de, actionLabelKey({ label: 'demandCreate' }))).toBe('Rückfrage zu einem Befund stellen');
    expect(label(en, actionLabelKey({ label: 'notificationsReadAll' }))).toBe('Mark all activities as read');
    expect(actionLabelKey({ label: 'notificationRead' })).toBe('sync.actions.notificationRead');
  });

  it('leaves a row without a known key (queued by an older version) to the generic label', () => {
    expect(actionLabelKey({})).toBeNull();
    expect(actionLabelKey({ label: 'somethingRemoved' })).toBeNull();
    expect(actionLabelKey({ label: 'toString' })).toBeNull();
  });
});
