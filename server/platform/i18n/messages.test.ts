import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../src/contract/constants';
// The feature list adds the features' texts (server/features/<name>/messages.ts) to the catalogue.
import '../../features';
import { MESSAGES, type MessageKey } from './messages';
import { isMessageKey, supportedLocaleOf } from './translate';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
/**
 * The Pusher HTTP API answers machines (the Laravel broadcaster), never a user's screen; the
 * logger's texts go to the log; the seed writes demo content, not answers.
 */
const NOT_ANSWERS = new Set(['platform/realtime/triggerApiRoutes.ts', 'platform/logging/loggableError.ts']);
/** Folders whose texts no user sees: test helpers, demo data, and the operator's start-up configuration. */
const NOT_ANSWER_FOLDERS = ['testing', 'seed', 'config'];
/** A feature's demo data (demo*.ts, demo/ and demoReports/) writes content, not answers. */
const isDemoData = (name: string) => name.startsWith('demo');
/** Fortify's status tokens ('verified', 'password-updated'): the client matches on them. */
const STATUS_TOKEN = /^[a-z]+(-[a-z]+)*$/;

function serverSources(dir = SERVER_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (isDemoData(entry.name)) return [];
    if (entry.isDirectory()) return NOT_ANSWER_FOLDERS.includes(entry.name) ? [] : serverSources(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the server message catalogue', () => {
  const keys = Object.keys(MESSAGES.de) as MessageKey[];

  it('has every message in German and in English, with the same placeholders', () => {
    for (const locale of LOCALES) expect(Object.keys(MESSAGES[locale]).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      for (const locale of LOCALES) expect(MESSAGES[locale][key].trim(), `${locale} ${key}`).not.toBe('');
      expect(placeholders(MESSAGES.en[key]), key).toEqual(placeholders(MESSAGES.de[key]));
      expect(MESSAGES.en[key], `${key} is not translated`).not.toBe(MESSAGES.de[key]);
    }
  });

  it('translates the HTTP errors a user can see, 403 included', () => {
    expect(MESSAGES.en['http.forbidden']).toBe('This action is unauthorized.');
    expect(MESSAGES.de['http.forbidden']).toBe(
      'Sie haben nicht die benötigte Berechtigung für diese Aktion.',
    );
    expect(MESSAGES.de['validation.unknownLisId']).toBe('Zur LIS-ID im Dateinamen gibt es keinen Arzt.');
  });

  it('is where every message the server code answers with comes from (no English text in a route)', () => {
    const offenders: string[] = [];
    const thrown = /(?:new HttpError\(\s*\d+\s*,\s*|fieldError\(\s*[^,]+,\s*|\bmessage:\s*)'([^']+)'/g;
    for (const path of serverSources()) {
      const file = relative(SERVER_DIR, path);
      if (NOT_ANSWERS.has(file)) continue;
      const code = readFileSync(path, 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line))
        .join('\n');
      for (const match of code.matchAll(thrown)) {
        const text = match[1] ?? '';
        if (!isMessageKey(text) && !STATUS_TOKEN.test(text)) offenders.push(`${file}: '${text}'`);
      }
    }
    expect(offenders).toEqual([]);
  });
});

describe('the language of an answer', () => {
  it('is the one the interface sends as Accept-Language, when it names one the portal has', () => {
    expect(supportedLocaleOf('en')).toBe('en');
    expect(supportedLocaleOf('de')).toBe('de');
    expect(supportedLocaleOf('fr')).toBeUndefined();
    expect(supportedLocaleOf(undefined)).toBeUndefined();
  });
});
