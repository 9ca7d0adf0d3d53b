/**
 * One parity test for every locale folder of the app, found by glob: a new feature's
 * locales/de.json and locales/en.json are checked without a copy of this file. German and English
 * carry the same keys (array lengths included) and, per key, the same {{placeholders}}.
 */
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<unknown>('/src/**/locales/*.json', { eager: true, import: 'default' });

function folders(): Map<string, Record<string, unknown>> {
  const byFolder = new Map<string, Record<string, unknown>>();
  for (const [path, content] of Object.entries(files)) {
    const folder = path.slice(0, path.lastIndexOf('/'));
    const language = path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
    byFolder.set(folder, { ...byFolder.get(folder), [language]: content });
  }
  return byFolder;
}

/** Each leaf as `path → sorted placeholders`; arrays count as keys of their own length. */
function leaves(value: unknown, prefix = ''): Record<string, string[]> {
  if (Array.isArray(value)) {
    return Object.assign(
      { [`${prefix}[${value.length}]`]: [] },
      ...value.map((item, index) => leaves(item, `${prefix}[${index}]`)),
    ) as Record<string, string[]>;
  }
  if (value && typeof value === 'object') {
    return Object.assign(
      {},
      ...Object.entries(value).map(([key, item]) => leaves(item, prefix ? `${prefix}.${key}` : key)),
    ) as Record<string, string[]>;
  }
  const placeholders = typeof value === 'string' ? [...value.matchAll(/{{\s*([\w.]+)[^}]*}}/g)] : [];
  return { [prefix]: placeholders.map((match) => match[1] ?? '').sort() };
}

const all = [...folders()];

describe('every locale folder', () => {
  it('is found by the glob', () => {
    expect(all.map(([folder]) => folder)).toContain('/src/app/locales');
    expect(all.length).toBeGreaterThanOrEqual(13);
  });

  it.each(all)('%s has de.json and en.json with the same keys and placeholders', (_folder, languages) => {
    expect(Object.keys(languages).sort()).toEqual(['de', 'en']);
    expect(leaves(languages['en'])).toEqual(leaves(languages['de']));
  });
});
