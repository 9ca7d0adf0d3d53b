/**
 * The password the server has just accepted (sign-in, the first-run wizard's new password), kept
 * in memory only until the signed-in area opens the vault with it (vaultSession.ts), then
 * forgotten. A reload forgets it too; the vault then waits for the lock screen.
 */
let accepted: string | null = null;

export function rememberAcceptedPassword(password: string): void {
  accepted = password;
}

export function takeAcceptedPassword(): string | null {
  const password = accepted;
  accepted = null;
  return password;
}
