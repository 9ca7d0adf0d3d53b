// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthUser } from '../../contract/authUser';
import { closeUserDatabase, openUserDatabase } from '../../db/userDatabase';
import { renderInTestRoot, unmountTestRoot } from '../testing/testRoot';
import {
  signedInUser,
  useOptionalSignedInUser,
  useShownUser,
  useSignedInUser,
  type SignedInRoute,
} from './useSignedInUser';

const user: AuthUser = {
  id: 7,
  uuid: 'u-7',
  username: 'aberger',
  vorname: 'Anna',
  nachname: 'Berger',
  anrede: 'Frau',
  titel: 'Dr.',
  email: 'anna@example.org',
  phone: null,
  mobile: null,
  strasse: null,
  plz: null,
  ort: null,
  lis_id: null,
  language: 'de',
  roles: ['Arzt'],
  permissions: ['list reports'],
  twoFactorType: 'app',
  twoFactorSecret: true,
  twoFactorConfirmedAt: '2026-01-01T00:00:00.000Z',
  twoFactorAuthenticated: true,
  loginCredentialsSetAt: '2026-01-01T00:00:00.000Z',
  emailVerifiedAt: '2026-01-01T00:00:00.000Z',
  emailVerificationNotificationSentAt: null,
  vorletzterLogin: null,
  forumRulesConfirmedAt: null,
};
const pending = {
  emailVerifiedAt: null,
  loginCredentialsSetAt: null,
  twoFactorConfirmedAt: null,
  twoFactorType: null,
  twoFactorAuthenticated: false as const,
};

afterEach(() => {
  unmountTestRoot();
  document.body.innerHTML = '';
  closeUserDatabase();
});

/** Renders `element` under a route with the given id whose loader hands over `data`. */
async function render(element: React.ReactNode, id: SignedInRoute | 'public', data: unknown) {
  const router = createMemoryRouter([{ id, path: '/', loader: () => data, element }]);
  await renderInTestRoot(<RouterProvider router={router} />);
}

async function settle(check: () => void, attempts = 50) {
  for (let attempt = 1; ; attempt++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    try {
      check();
      return;
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
  }
}

const text = () => document.body.textContent ?? '';

function Access({ route }: { route?: SignedInRoute }) {
  const signedIn = useSignedInUser(route);
  return <p>{`${signedIn.uuid} ${signedIn.permissions.join(',')}`}</p>;
}

function Optional() {
  return <p>{useOptionalSignedInUser()?.uuid ?? 'nobody'}</p>;
}

function Greeting() {
  const shown = useShownUser();
  return <p>{`${shown.titel ?? ''} ${shown.vorname} ${shown.nachname} ${shown.permissions.join(',')}`}</p>;
}

describe('the signed-in user', () => {
  it('is the loader user, and nobody for no data or a login still waiting for its second factor', () => {
    expect(signedInUser(user)).toBe(user);
    expect(signedInUser(null)).toBeUndefined();
    expect(signedInUser(undefined)).toBeUndefined();
    expect(signedInUser(pending)).toBeUndefined();
  });

  it('comes from the guard loader of the backend route, or of the wizard route when asked', async () => {
    await render(<Access />, 'backend', user);
    await settle(() => expect(text()).toBe('u-7 list reports'));
    unmountTestRoot();
    await render(<Access route="wizard" />, 'wizard', { ...user, uuid: 'u-w' });
    await settle(() => expect(text()).toBe('u-w list reports'));
  });

  it('is undefined outside a signed-in route where optional, and an error where required', async () => {
    await render(<Optional />, 'public', user);
    await settle(() => expect(text()).toBe('nobody'));
    unmountTestRoot();
    await render(<Access />, 'public', user);
    await settle(() => expect(text()).toContain('without a signed-in user'));
  });

  it("shows the mirror's name and permissions, so an open page follows a changed role", async () => {
    const db = await openUserDatabase(user.uuid);
    await db.user.put({
      ...user,
      id: String(user.id),
      vorname: 'Anna-Lena',
      permissions: ['list tickets'],
    } as never);
    await render(<Greeting />, 'backend', user);
    await settle(() => expect(text()).toBe('Dr. Anna-Lena Berger list tickets'));
    await act(() => db.user.update(String(user.id), { nachname: 'Berger-Roth' }));
    await settle(() => expect(text()).toBe('Dr. Anna-Lena Berger-Roth list tickets'));
  });

  it("shows the loader's name until the mirror holds the user's row", async () => {
    const fresh = { ...user, uuid: crypto.randomUUID() };
    await openUserDatabase(fresh.uuid);
    await render(<Greeting />, 'backend', fresh);
    await settle(() => expect(text()).toBe('Dr. Anna Berger list reports'));
  });
});
