/**
 * Translates a message key into a locale; anything that is not a key (a protocol message, a text
 * already written out) passes through unchanged, so error paths can translate blindly.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../src/contract/constants';
import { MESSAGES, type MessageKey } from './messages';

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(MESSAGES[DEFAULT_LOCALE], value);
}

export function translate(
  locale: Locale,
  message: string,
  params: Record<string, string | number> = {},
): string {
  if (!isMessageKey(message)) return message;
  return MESSAGES[locale][message].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/**
 * The first supported language of an Accept-Language header, by quality; German when none is.
 * `en-GB,en;q=0.9,de;q=0.8` -> en.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  return supportedLocaleOf(header) ?? DEFAULT_LOCALE;
}

/** The first supported language an Accept-Language header names, by quality; undefined if none. */
export function supportedLocaleOf(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return {
        language: tag.trim().slice(0, 2).toLowerCase(),
        quality: quality ? Number(quality) : 1,
        index,
      };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  const match = ranked.find((entry) => (LOCALES as readonly string[]).includes(entry.language));
  return match?.language as Locale | undefined;
}
