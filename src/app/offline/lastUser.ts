/**
 * The uuid of the user whose mirror this browser holds, so that the app can open it when it
 * starts without a network. Not personal data beyond a random id; cleared at logout.
 */
const LAST_USER_KEY = 'kundencenter.lastUser';

export function rememberLastUser(uuid: string): void {
  localStorage.setItem(LAST_USER_KEY, uuid);
}

export function lastUserUuid(): string | null {
  return localStorage.getItem(LAST_USER_KEY);
}

export function forgetLastUser(): void {
  localStorage.removeItem(LAST_USER_KEY);
}
