// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import de from './locales/de.json';
import en from './locales/en.json';
import { actionLabelKey } from './actionLabels';

const label = (locale: typeof de, key: string | null) =>
  key ? (locale.sync.actions as Record<string, string>)[key.replace('sync.actions.', '')] : null;

describe('the labels of unsent actions', () => {
  it('names the actions of the app in the user’s words', () => {
    expect(label(de, actionLabelKey({ method: 'PUT', path: '/api/befunde/12/read' }))).toBe(
      'Befund als gelesen markieren',
    );
    expect(label(de, actionLabelKey({ method: 'POST', path: '/api/reports/demands' }))).toBe(
      'Rückfrage zu einem Befund stellen',
    );
    expect(label(en, actionLabelKey({ method: 'POST', path: '/api/notifications/read' }))).toBe(
      'Mark all activities as read',
    );
  });

  it('tells a single notification from all of them, and leaves unknown actions unlabelled', () => {
    expect(actionLabelKey({ method: 'POST', path: '/api/notifications/7b0e/read' })).toBe(
      'sync.actions.notificationRead',
    );
    expect(actionLabelKey({ method: 'POST', path: '/api/unknown' })).toBeNull();
  });
});
