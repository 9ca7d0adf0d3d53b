import { describe, expect, it } from 'vitest';
import { guideContent as de } from './content/de';
import { guideContent as en } from './content/en';
import type { GuideContent } from './guideContent';
import images from './guideImages.json';
import { guideImagePath, GUIDE_SHOTS } from './guideShots';
import { GUIDE_TOPICS, topicOfPath } from './guideTopics';

const LANGUAGES = { de, en } satisfies Record<string, GuideContent>;

const locales = {
  ...import.meta.glob<unknown>('/src/app/**/locales/*.json', { eager: true, import: 'default' }),
  ...import.meta.glob<unknown>('/src/app/i18n/backendLocales/*.json', { eager: true, import: 'default' }),
};
/** The screenshots in public/ (names only; nothing is loaded). */
const screenshots = new Set(Object.keys(import.meta.glob('/public/guide/*/*.webp')));

/** Every text of the interface in `language`, `{{placeholders}}` read as '…' as the guide writes them. */
function interfaceTexts(language: string): string[] {
  const texts: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === 'string') texts.push(value.replace(/\{\{\w+\}\}/g, '…'));
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const [path, content] of Object.entries(locales))
    if (path.endsWith(`/${language}.json`)) collect(content);
  return texts;
}

function allTexts(content: GuideContent): string[] {
  return Object.values(content).flatMap((topic) => [
    topic.intro,
    ...topic.sections.flatMap((section) => [
      ...(section.paragraphs ?? []),
      ...(section.steps ?? []),
      ...(section.terms ?? []).map((term) => term.meaning),
    ]),
  ]);
}

describe('the guide', () => {
  it.each(Object.entries(LANGUAGES))(
    'cites in %s only labels that the screens really show',
    (language, content) => {
      const labels = allTexts(content).flatMap((text) =>
        [...text.matchAll(/\*\*(.+?)\*\*/g)].map((match) => match[1]),
      );
      expect(labels.length).toBeGreaterThan(100);
      const texts = interfaceTexts(language);
      const unknown = labels.filter((label) => !texts.some((text) => text.includes(label ?? '')));
      expect(unknown).toEqual([]);
    },
  );

  it('tells the same in German and English: the same sections with the same screenshots', () => {
    const shape = (content: GuideContent) =>
      Object.fromEntries(
        Object.entries(content).map(([key, topic]) => [
          key,
          topic.sections.map((section) => ({
            image: section.image?.shot,
            steps: section.steps?.length,
            terms: section.terms?.length,
            paragraphs: section.paragraphs?.length,
          })),
        ]),
      );
    expect(shape(en)).toEqual(shape(de));
  });

  it('shows every screenshot it has, and has every one it shows, in both languages with its size', () => {
    const sizes: Record<string, unknown> = images;
    for (const language of Object.keys(LANGUAGES)) {
      const shown = new Set(
        Object.values(LANGUAGES[language as keyof typeof LANGUAGES]).flatMap((topic) =>
          topic.sections.flatMap((section) => (section.image ? [section.image.shot] : [])),
        ),
      );
      expect([...shown].sort()).toEqual([...GUIDE_SHOTS].sort());
      for (const shot of GUIDE_SHOTS) {
        expect(screenshots).toContain(`/public${guideImagePath(language, shot)}`);
        expect(sizes[`${language}/${shot}`]).toEqual({
          width: expect.any(Number),
          height: expect.any(Number),
        });
      }
    }
  });

  it('has the seven pages of spec §2, each at its own path', () => {
    expect(GUIDE_TOPICS).toHaveLength(7);
    expect(topicOfPath('/backend/guide')).toBe('overview');
    expect(topicOfPath('/backend/guide/dashboard')).toBe('dashboard');
    expect(topicOfPath('/backend/guide/reports/overview')).toBe('reportsOverview');
    expect(topicOfPath('/backend/guide/reports/demands')).toBe('reportsDemands');
    expect(topicOfPath('/backend/guide/messages')).toBe('messages');
    expect(topicOfPath('/backend/guide/tickets/')).toBe('tickets');
    expect(topicOfPath('/backend/guide/account')).toBe('account');
  });
});
