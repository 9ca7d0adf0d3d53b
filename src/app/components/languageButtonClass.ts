/**
 * The classes of a language switcher button: LanguageSwitcher and the static login shell
 * (index.html, src/app/shell/loginShell.ts) both take them from here.
 */
const BASE = 'px-2.5 py-1.5 text-xs font-semibold uppercase first:rounded-l-md last:rounded-r-md';
export const LANGUAGE_BUTTON_CLASS = {
  active: `${BASE} bg-primary-700 text-white`,
  inactive: `${BASE} text-stone-700 hover:bg-stone-100`,
} as const;
