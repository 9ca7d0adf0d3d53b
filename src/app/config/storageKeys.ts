/**
 * The localStorage keys the app and the static login shell (src/app/shell/loginShell.ts, built by
 * vite.config.ts) both read, so the shell paints in the language and with the name the app will.
 */
export const LANGUAGE_STORAGE_KEY = 'kundencenter.language';
export const LAB_NAME_STORAGE_KEY = 'kundencenter.labName';
