/**
 * The static login shell's script (docs/decisions.md, "A static login shell"): a classic script,
 * not part of the app's modules. vite.config.ts strips the types, calls `runLoginShell` with the
 * texts the shell's markup names (from the app's locale files) and serves it as
 * /assets/login-shell-<hash>.js next to index.html; the CSP allows it (script-src 'self').
 * It runs before the app's JavaScript has loaded and shows the login page's markup in index.html
 * (#login-shell, hidden until then) only on #/login, in the language the app will choose
 * (kundencenter.language in localStorage, then the browser's languages, then German), with the
 * laboratory's name the app remembers. What the user does before the app takes over is kept:
 * the typed values and a submit (src/app/shell/htmlShell.ts), a language switch (localStorage),
 * a link (the hash). Self-contained: no imports (types only), nothing outside the function.
 */
import type { Locale } from '../../contract/constants';

export interface LoginShellConfig {
  /** The texts the shell's markup names (data-t, data-t-label), by locale. */
  texts: Record<Locale, Record<string, string>>;
  locales: readonly Locale[];
  defaultLocale: Locale;
  fallbackLocale: Locale;
  languageStorageKey: string;
  labNameStorageKey: string;
  defaultLabName: string;
  productName: string;
  languageButtonClass: { active: string; inactive: string };
}

export function runLoginShell(config: LoginShellConfig): void {
  const shell = document.getElementById('login-shell');
  if (!shell) return;

  /** The login page as the app shows it: #/login, without the inactivity notice (?autologout). */
  const onLoginPage = () => {
    const [path, query = ''] = window.location.hash.replace(/^#/, '').split('?');
    return path === '/login' && !new URLSearchParams(query).has('autologout');
  };
  if (!onLoginPage()) return;

  const stored = (key: string) => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null; // storage blocked: the app falls back the same way
    }
  };

  /** What i18next's detector picks (src/app/i18n/i18n.ts): the first supported language, else German. */
  const detectLocale = (): Locale => {
    const candidates = [stored(config.languageStorageKey), ...navigator.languages, navigator.language];
    for (const candidate of candidates) {
      const language = candidate?.toLowerCase().split('-')[0];
      const locale = config.locales.find((supported) => supported === language);
      if (locale) return locale;
    }
    return config.defaultLocale;
  };

  const render = (locale: Locale) => {
    const labName = stored(config.labNameStorageKey) ?? config.defaultLabName;
    const values: Record<string, string> = {
      product: config.productName,
      year: String(new Date().getFullYear()),
      company: labName,
    };
    const t = (key: string) =>
      (config.texts[locale][key] ?? config.texts[config.fallbackLocale][key] ?? key).replace(
        /\{\{(\w+)\}\}/g,
        (placeholder, name: string) => values[name] ?? placeholder,
      );
    document.documentElement.lang = locale;
    // The app's i18n may have chosen its language before a switch here: it takes this one over (htmlShell.ts).
    shell.dataset.locale = locale;
    for (const element of shell.querySelectorAll<HTMLElement>('[data-t]')) {
      element.textContent = t(element.dataset.t ?? '');
    }
    for (const element of shell.querySelectorAll<HTMLElement>('[data-t-label]')) {
      element.setAttribute('aria-label', t(element.dataset.tLabel ?? ''));
    }
    for (const element of shell.querySelectorAll<HTMLElement>('[data-shell-product]')) {
      element.textContent = config.productName;
    }
    for (const element of shell.querySelectorAll<HTMLElement>('[data-shell-lab-name]')) {
      element.textContent = labName;
    }
    for (const button of shell.querySelectorAll<HTMLButtonElement>('[data-shell-locale]')) {
      const buttonLocale = button.dataset.shellLocale ?? '';
      const active = buttonLocale === locale;
      button.textContent = buttonLocale;
      button.className = active ? config.languageButtonClass.active : config.languageButtonClass.inactive;
      button.setAttribute('aria-pressed', String(active));
      button.setAttribute('aria-label', `${buttonLocale.toUpperCase()} ${t(`language.${buttonLocale}`)}`);
    }
  };

  shell.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('[data-shell-locale]');
    const locale = config.locales.find((supported) => supported === button?.dataset.shellLocale);
    if (!locale) return;
    try {
      // The key the app's language detector reads and writes: the app starts in this language.
      window.localStorage.setItem(config.languageStorageKey, locale);
    } catch {
      // storage blocked: the shell switches, the app will detect as before
    }
    render(locale);
  });
  // Nothing is sent before the app runs: the app submits what was asked for once it has taken over.
  shell.addEventListener('submit', (event) => {
    event.preventDefault();
    shell.dataset.submitted = 'true';
  });
  // A link of the shell (forgot password, the legal pages) leaves the login page: the app shows it.
  window.addEventListener('hashchange', () => {
    if (!onLoginPage()) shell.hidden = true;
  });

  // The app's entry failed to load: no login form that cannot sign in (the page is blank, as without the shell).
  window.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLScriptElement && event.target.type === 'module') shell.hidden = true;
    },
    true,
  );

  render(detectLocale());
  shell.hidden = false;
}
