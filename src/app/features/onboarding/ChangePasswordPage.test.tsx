// @vitest-environment happy-dom
import { act } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../../../contract/authUser';
import i18n, { i18nReady } from '../../i18n/i18n';
import { renderInTestRoot, unmountTestRoot } from '../../testing/testRoot';
import ChangePasswordPage from './ChangePasswordPage';

const user = { uuid: 'u1', username: null } as AuthUser;

beforeAll(async () => {
  await i18nReady;
  await i18n.changeLanguage('de');
});

afterEach(() => {
  unmountTestRoot();
  document.body.innerHTML = '';
});

async function renderPage() {
  const router = createMemoryRouter(
    [
      {
        id: 'wizard',
        loader: () => user,
        HydrateFallback: () => null,
        element: <Outlet />,
        children: [{ path: '/first-run/change-password', element: <ChangePasswordPage /> }],
      },
    ],
    { initialEntries: ['/first-run/change-password'] },
  );
  await renderInTestRoot(<RouterProvider router={router} />);
}

function field(label: string): HTMLInputElement {
  const labelElement = [...document.querySelectorAll('label')].find((l) => l.textContent === label);
  const input = labelElement && document.getElementById(labelElement.htmlFor);
  if (!(input instanceof HTMLInputElement)) throw new Error(`no field labelled ${label}`);
  return input;
}

async function type(label: string, value: string) {
  const input = field(label);
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const saveButton = () =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === 'Speichern') as HTMLButtonElement;
const metRules = () => document.querySelectorAll('li[data-met="true"]').length;

describe('setting the credentials (wizard step 2)', () => {
  it('ticks the rules as the user types and enables saving only when all hold and both passwords match', async () => {
    await renderPage();
    await type('Benutzername', 'dr.neu');
    expect(saveButton().disabled).toBe(true);
    expect(metRules()).toBe(0);

    await type('Passwort', 'abc');
    expect(metRules()).toBe(1);
    expect(document.body.textContent).toContain('Mindestens 8 Zeichen');
    await type('Passwort', 'Abc1#xyz');
    expect(metRules()).toBe(5);
    expect(saveButton().disabled).toBe(true);

    await type('Passwort bestätigen', 'Abc1#xy');
    expect(document.body.textContent).toContain('Die Passwörter stimmen nicht überein.');
    expect(saveButton().disabled).toBe(true);

    await type('Passwort bestätigen', 'Abc1#xyz');
    expect(document.body.textContent).not.toContain('Die Passwörter stimmen nicht überein.');
    expect(saveButton().disabled).toBe(false);
  });
});
