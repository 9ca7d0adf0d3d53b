// @vitest-environment happy-dom
import { act, Profiler } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTO_LOGOUT_WARNING_MS } from '../../contract/constants';
import i18n, { i18nReady } from '../i18n/i18n';
import { renderInTestRootSync, unmountTestRoot } from '../testing/testRoot';
import { AutoLogout } from './AutoLogout';
import { restartIdleTime } from './idleTime';

vi.mock(import('./signOut'), () => ({ signOut: vi.fn(() => Promise.resolve(true)) }));
vi.mock(import('../offline/syncSession'), async (importOriginal) => ({
  ...(await importOriginal()),
  endSyncSession: vi.fn(() => Promise.resolve()),
}));
vi.mock(import('../router/currentUser'), async (importOriginal) => ({
  ...(await importOriginal()),
  fetchCurrentUser: vi.fn(() => Promise.resolve(null)),
}));

beforeAll(async () => {
  await i18nReady;
  await i18n.changeLanguage('de');
});
afterEach(() => {
  unmountTestRoot();
  document.body.innerHTML = '';
  vi.useRealTimers();
});

/** The signed-in layout as a sign-in opens it: the idle time starts with the sign-in's click. */
function signInAndMount() {
  restartIdleTime();
  mount();
}

function mount() {
  renderInTestRootSync(
    <MemoryRouter>
      <AutoLogout />
    </MemoryRouter>,
  );
}

const dialogText = () => document.querySelector('[role="dialog"]')?.textContent ?? null;

describe('AutoLogout', () => {
  it('keeps counting down when an activity event arrives between the warning tick and its render', () => {
    vi.useFakeTimers();
    signInAndMount();
    // The tick that starts the warning, then (before React renders the dialog) a scroll, as the
    // dialog's scroll lock or a late layout can cause on a slow machine. Outside act on purpose.
    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
    vi.advanceTimersByTime(AUTO_LOGOUT_WARNING_MS);
    window.dispatchEvent(new Event('scroll'));
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    act(() => vi.advanceTimersByTime(1_000));
    expect(dialogText()).toContain('Automatische Abmeldung');
    expect(dialogText()).toMatch(/in 59 Sekunden/);
  });

  it('lets activity before the warning restart the idle time', () => {
    vi.useFakeTimers();
    signInAndMount();
    act(() => vi.advanceTimersByTime(AUTO_LOGOUT_WARNING_MS - 2_000));
    window.dispatchEvent(new Event('click'));
    act(() => vi.advanceTimersByTime(3_000));
    expect(dialogText()).toBeNull();
  });

  it('counts on when the signed-in layout is mounted again: a remount is no activity', () => {
    vi.useFakeTimers();
    signInAndMount();
    act(() => vi.advanceTimersByTime(AUTO_LOGOUT_WARNING_MS - 60_000));
    unmountTestRoot();
    mount();
    act(() => vi.advanceTimersByTime(61_000));
    expect(dialogText()).toContain('Automatische Abmeldung');
  });

  it('does not render again every second while the user is active', () => {
    vi.useFakeTimers();
    restartIdleTime();
    let commits = 0;
    renderInTestRootSync(
      <MemoryRouter>
        <Profiler id="auto-logout" onRender={() => commits++}>
          <AutoLogout />
        </Profiler>
      </MemoryRouter>,
    );
    const mounted = commits;
    for (let second = 0; second < 30; second++) act(() => vi.advanceTimersByTime(1_000));
    expect(commits).toBe(mounted);
  });
});
