// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../i18n/i18n';
import { ApiRequestError } from '../api/ApiRequestError';
import { appStore, dismissNotification, notificationsAtom, pushNotification } from './notificationStore';
import { notify } from './notify';

beforeAll(async () => {
  await i18n.changeLanguage('de');
});

afterEach(() => {
  for (const n of appStore.get(notificationsAtom)) dismissNotification(n.id);
  vi.useRealTimers();
});

const shown = () => appStore.get(notificationsAtom);

describe('notification area', () => {
  it("titles an API error 'Fehler' and shows the per-field lists of a 422", () => {
    notify.apiError(
      new ApiRequestError(422, {
        message: 'The given data was invalid.',
        errors: { username: ['Dies ist ein Pflichtfeld.'] },
      }),
    );
    expect(shown()).toMatchObject([
      { kind: 'error', title: 'Fehler', fieldErrors: { username: ['Dies ist ein Pflichtfeld.'] } },
    ]);
  });

  it("shows the server's message when there are no field errors", () => {
    notify.apiError(new ApiRequestError(423, { message: 'Password confirmation required.' }));
    expect(shown()).toMatchObject([{ title: 'Fehler', message: 'Password confirmation required.' }]);
  });

  it('shows the generic API error when the server said nothing usable', () => {
    notify.apiError(new ApiRequestError(0, null));
    expect(shown()).toMatchObject([{ message: 'Whoops, there was an API error - please try again.' }]);
  });

  it('dismisses every message after 5 s (spec §9), warnings and errors too', () => {
    vi.useFakeTimers();
    notify.success('Das Ticket wurde erstellt.');
    notify.info('Bereits angemeldet.');
    notify.error('kaputt');
    notify.warning(
      'Keine Berechtigung',
      'Sie haben nicht die benötigte Berechtigung um diese URL aufzurufen.',
    );
    vi.advanceTimersByTime(4_999);
    expect(shown()).toHaveLength(4);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });

  it('keeps real-time notifications for 10 s', () => {
    vi.useFakeTimers();
    pushNotification({ kind: 'info', title: 'Neue Aktivität', message: 'Ein Befund ist da.' }, 10_000);
    vi.advanceTimersByTime(9_999);
    expect(shown()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });

  it("shows a repeated 'Keine Berechtigung' once and restarts its time", () => {
    vi.useFakeTimers();
    const first = notify.warning(
      'Keine Berechtigung',
      'Sie haben nicht die benötigte Berechtigung um diese URL aufzurufen.',
    );
    vi.advanceTimersByTime(4_000);
    const again = notify.warning(
      'Keine Berechtigung',
      'Sie haben nicht die benötigte Berechtigung um diese URL aufzurufen.',
    );
    expect(again).toBe(first);
    expect(shown()).toHaveLength(1);
    vi.advanceTimersByTime(4_999);
    expect(shown()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });

  it('shows different texts side by side', () => {
    notify.error('kaputt');
    notify.error('anders kaputt');
    notify.success('kaputt');
    expect(shown().map((n) => n.message)).toEqual(['kaputt', 'anders kaputt', 'kaputt']);
  });

  it('shows a message again after it was closed', () => {
    const first = notify.error('kaputt');
    dismissNotification(first);
    const second = notify.error('kaputt');
    expect(second).not.toBe(first);
    expect(shown()).toHaveLength(1);
  });
});
