import { useTranslation } from 'react-i18next';
import './legalTexts';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

/** The legal pages, each a subtree `legal.<page>` of the locale files. */
export type LegalPage = 'impressum' | 'datenschutz' | 'agb';

/**
 * Renders a legal page whose sections live in the locale files under `legal.<page>`.
 * `values` fills placeholders such as the fees of the terms page.
 */
export function LegalDocument({ page, values = {} }: { page: LegalPage; values?: Record<string, string> }) {
  const { t } = useTranslation();
  const sections = t(`legal.${page}.sections`, { returnObjects: true, ...values }) as LegalSection[];
  return (
    <article className="mx-auto max-w-3xl rounded-lg bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-10">
      <h1 className="text-2xl font-semibold">{t(`legal.${page}.title`)}</h1>
      {sections.map((section) => (
        <section key={section.heading} className="mt-6">
          <h2 className="text-lg font-semibold">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-2 whitespace-pre-line text-stone-700">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
