/**
 * The app's side of the static login shell (index.html, src/app/shell/loginShell.ts): the login
 * page takes over what was typed into it and removes it when it commits; on any other route the
 * first page the app paints removes it. Either way in the same frame, so nothing moves or flickers
 * (docs/decisions.md, "A static login shell").
 */
const SHELL_ID = 'login-shell';

export interface ShellLogin {
  username: string;
  password: string;
  /** The field that had the focus. */
  focused?: 'username' | 'password';
  /** Submitted before the app ran: the login page submits once it has taken over. */
  submitted: boolean;
  /** The language the shell shows: switched there after the app had detected its own, the app takes it over. */
  locale?: string;
}

/** What the visible shell's form holds; undefined when no shell is shown. */
export function shellLogin(): ShellLogin | undefined {
  const shell = document.getElementById(SHELL_ID);
  const form = shell?.querySelector('form');
  if (!shell || shell.hidden || !form) return undefined;
  const field = (name: 'username' | 'password') => {
    const input = form.elements.namedItem(name);
    return input instanceof HTMLInputElement ? input : undefined;
  };
  const focused = (['username', 'password'] as const).find(
    (name) => field(name) !== undefined && field(name) === document.activeElement,
  );
  return {
    username: field('username')?.value ?? '',
    password: field('password')?.value ?? '',
    focused,
    submitted: shell.dataset.submitted === 'true',
    locale: shell.dataset.locale,
  };
}

/** Called in a layout effect: LoginPage's, RootShell's off the login route, RouteErrorPage's. */
export function removeHtmlShell(): void {
  document.getElementById(SHELL_ID)?.remove();
}
