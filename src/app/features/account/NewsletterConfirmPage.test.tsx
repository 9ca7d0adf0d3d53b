// @vitest-environment happy-dom
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n, { i18nReady } from '../../i18n/i18n';
import NewsletterConfirmPage from './NewsletterConfirmPage';
import { renderInTestRoot, unmountTestRoot } from '../../testing/testRoot';

beforeAll(async () => {
  await i18nReady;
  await i18n.changeLanguage('de');
});

afterEach(() => {
  unmountTestRoot();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/** A fetch answering the confirmation with `status`; records the calls. */
function stubServer(status: number) {
  const calls: { path: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      calls.push({
        path,
        method: init.method ?? 'GET',
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      if (path === '/sanctum/csrf-cookie') return new Response(null, { status: 204 });
      return new Response(JSON.stringify({ message: 'x' }), { status });
    }),
  );
  return calls;
}

async function confirmOnPage() {
  const router = createMemoryRouter(
    [{ path: '/newsletter/confirm/:token', element: <NewsletterConfirmPage /> }],
    {
      initialEntries: ['/newsletter/confirm/tok3n'],
    },
  );
  await renderInTestRoot(<RouterProvider router={router} />);
  // Opening the page confirms nothing: a mail scanner's visit must not subscribe anyone.
  expect(document.body.textContent).toContain('Newsletter-Anmeldung bestätigen');
  const button = [...document.querySelectorAll('button')].find(
    (b) => b.textContent === 'Anmeldung bestätigen',
  );
  await act(async () => button?.click());
}

describe('the newsletter confirmation page (issue 26, double opt-in)', () => {
  it('confirms with the token of the link only when the button is pressed', async () => {
    const calls = stubServer(200);
    await confirmOnPage();
    expect(calls.filter((call) => call.path.startsWith('/api/'))).toEqual([
      { path: '/api/newsletter/confirmations', method: 'POST', body: { token: 'tok3n' } },
    ]);
    await vi.waitFor(() =>
      expect(document.body.textContent).toContain('Vielen Dank! Ihre Newsletter-Anmeldung ist bestätigt.'),
    );
  });

  it('says that a used or unknown link (410) does not work', async () => {
    stubServer(410);
    await confirmOnPage();
    await vi.waitFor(() =>
      expect(document.body.textContent).toContain(
        'Dieser Bestätigungslink ist ungültig, abgelaufen oder wurde bereits verwendet.',
      ),
    );
  });
});
