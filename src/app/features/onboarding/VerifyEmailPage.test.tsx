// @vitest-environment happy-dom
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../../../contract/authUser';
import { EMAIL_VERIFIED_REDIRECT_MS } from '../../../contract/constants';
import i18n, { i18nReady } from '../../i18n/i18n';
import { renderInTestRoot, unmountTestRoot } from '../../testing/testRoot';
import VerifyEmailPage from './VerifyEmailPage';

/** dr.neu after verifying: no credentials, no second factor yet. */
const NEWCOMER: AuthUser = {
  id: 5,
  uuid: '7d1e6c1a-5b1e-4c55-9a5e-0c3f8f5b2a10',
  username: null,
  vorname: 'Jonas',
  nachname: 'Neu',
  anrede: 'Herr',
  titel: 'Dr.',
  email: 'neu@praxis.example',
  phone: null,
  mobile: null,
  strasse: null,
  plz: null,
  ort: null,
  lis_id: null,
  language: 'de',
  roles: ['Arzt'],
  permissions: [],
  twoFactorType: null,
  twoFactorSecret: false,
  twoFactorConfirmedAt: null,
  twoFactorAuthenticated: false,
  loginCredentialsSetAt: null,
  emailVerifiedAt: '2026-01-05T09:00:00.000Z',
  emailVerificationNotificationSentAt: '2026-01-05T08:00:00.000Z',
  vorletzterLogin: null,
  forumRulesConfirmedAt: null,
};
const LINK_PATH = '/api/email/verify/4f1c/9a8b?expires=1767600000&signature=c0ffee';

beforeAll(async () => {
  await i18nReady;
  await i18n.changeLanguage('de');
});

beforeEach(() => vi.useFakeTimers());

afterEach(() => {
  unmountTestRoot();
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A fetch answering each path with a status and JSON body; records the calls. */
function stubServer(answers: Record<string, { status: number; body?: unknown }>) {
  const calls: { path: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      calls.push({
        path,
        method: init.method ?? 'GET',
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      const answer = answers[path] ?? { status: 404, body: { message: 'Not Found' } };
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
      });
    }),
  );
  return calls;
}

async function renderPage(verificationUrl: string) {
  const router = createMemoryRouter(
    [
      { path: '/verify-email', element: <VerifyEmailPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [`/verify-email?verification_url=${encodeURIComponent(verificationUrl)}`] },
  );
  await renderInTestRoot(<RouterProvider router={router} />);
  return router;
}

describe('the verify-email page (wizard step 1)', () => {
  it('after verifying goes on to the credentials step once 1.5 s have passed', async () => {
    stubServer({
      [LINK_PATH]: { status: 200, body: { message: 'verified' } },
      '/api/auth/user': { status: 200, body: { data: NEWCOMER } },
    });
    const router = await renderPage(`${window.location.origin}${LINK_PATH}`);
    expect(document.body.textContent).toContain('Ihre E-Mail-Adresse ist bestätigt');

    await act(() => vi.advanceTimersByTimeAsync(EMAIL_VERIFIED_REDIRECT_MS - 1));
    expect(router.state.location.pathname).toBe('/verify-email');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.pathname).toBe('/first-run/change-password');
  });

  it('says that an expired link (403) needs a new mail and sends one for that link', async () => {
    const verificationUrl = `${window.location.origin}${LINK_PATH}`;
    const calls = stubServer({
      [LINK_PATH]: { status: 403, body: { message: 'Invalid signature.' } },
      '/sanctum/csrf-cookie': { status: 204 },
      '/api/email/verification-notification': { status: 202, body: { message: 'verification-link-sent' } },
    });
    await renderPage(verificationUrl);
    // The error body's schema loads with the failed call (api/http.ts), a moment after it.
    await vi.waitFor(async () => {
      await act(async () => {});
      expect(document.body.textContent).toContain(
        'Der Link ist abgelaufen. Bitte fordern Sie eine neue Bestätigungsmail an.',
      );
    });

    const resend = [...document.querySelectorAll('button')].find(
      (b) => b.textContent === 'Bestätigungsmail erneut senden',
    );
    await act(async () => resend?.click());
    expect(calls.at(-1)).toEqual({
      path: '/api/email/verification-notification',
      method: 'POST',
      body: { verification_url: verificationUrl },
    });
  });

  it('says that a used or superseded link (410) no longer works and asks for a new one by address, showing every outcome', async () => {
    const answers: Record<string, { status: number; body?: unknown }> = {
      [LINK_PATH]: { status: 410, body: { message: 'used' } },
      '/sanctum/csrf-cookie': { status: 204 },
      '/api/email/verification-link': { status: 202, body: { message: 'verification-link-requested' } },
    };
    const calls = stubServer(answers);
    await renderPage(`${window.location.origin}${LINK_PATH}`);
    await vi.waitFor(async () => {
      await act(async () => {});
      expect(document.body.textContent).toContain('Dieser Link ist nicht mehr gültig');
    });

    const input = document.querySelector<HTMLInputElement>('input[type="email"]');
    const submit = [...document.querySelectorAll('button')].find(
      (b) => b.textContent === 'Neuen Link senden',
    );
    const send = async () => {
      await act(async () => {
        if (input) {
          const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
          setValue?.call(input, 'neu@praxis.example');
          input.dispatchEvent(new Event('input', { bubbles: true }));
        }
      });
      await act(async () => submit?.click());
    };

    await send();
    expect(calls.at(-1)).toEqual({
      path: '/api/email/verification-link',
      method: 'POST',
      body: { email: 'neu@praxis.example' },
    });
    await vi.waitFor(() =>
      expect(document.body.textContent).toContain('Falls zu dieser Adresse ein Zugang gehört'),
    );

    answers['/api/email/verification-link'] = {
      status: 429,
      body: { message: 'Zu viele Versuche.', retry_after: 42 },
    };
    await send();
    await vi.waitFor(() =>
      expect(document.body.textContent).toContain(
        'Zu viele Anfragen. Bitte versuchen Sie es in 42 Sekunden erneut.',
      ),
    );

    answers['/api/email/verification-link'] = { status: 500, body: { message: 'Serverfehler' } };
    await send();
    await vi.waitFor(() =>
      expect(document.body.textContent).toContain('Der Link konnte nicht angefordert werden.'),
    );
  });
});
