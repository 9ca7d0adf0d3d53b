// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../i18n/i18n';
import { ApiRequestError } from '../api/ApiRequestError';
import { appStore, notificationsAtom } from './notificationStore';
import { notify } from './notify';

beforeAll(async () => {
  await i18n.changeLanguage('de');
});

afterEach(() => {
  appStore.set(notificationsAtom, []);
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

  it('dismisses success and info messages after 5 s but keeps errors', () => {
    vi.useFakeTimers();
    notify.success('Das Ticket wurde erstellt.');
    notify.info('Bereits angemeldet.');
    notify.error('kaputt');
    vi.advanceTimersByTime(4_999);
    expect(shown()).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(shown().map((n) => n.kind)).toEqual(['error']);
  });
});
