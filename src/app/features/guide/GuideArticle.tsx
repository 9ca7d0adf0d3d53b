import { useTranslation } from 'react-i18next';
import type { GuideSection, GuideTopicContent } from './guideContent';
import { GuideFigure } from './GuideFigure';
import { RichText } from './RichText';

/** One guide page: its title, lead and sections, each with steps, terms and a screenshot. */
export function GuideArticle({ content, language }: { content: GuideTopicContent; language: string }) {
  return (
    <article className="min-w-0 max-w-3xl flex-1">
      <h1 className="text-2xl font-semibold">{content.title}</h1>
      <p className="mt-3 text-stone-700">
        <RichText text={content.intro} />
      </p>
      {content.sections.map((section) => (
        <Section key={section.heading} section={section} language={language} />
      ))}
    </article>
  );
}

function Section({ section, language }: { section: GuideSection; language: string }) {
  const { t } = useTranslation();
  return (
    <section className="mt-8">
      <h2 className="text-lg font-semibold text-stone-900">{section.heading}</h2>
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph} className="mt-2 text-stone-700">
          <RichText text={paragraph} />
        </p>
      ))}
      {section.steps && (
        <ol aria-label={t('guide.stepsLabel')} className="mt-3 list-decimal space-y-1 pl-6 text-stone-700">
          {section.steps.map((step) => (
            <li key={step}>
              <RichText text={step} />
            </li>
          ))}
        </ol>
      )}
      {section.terms && (
        <dl className="mt-3 space-y-2">
          {section.terms.map(({ term, meaning }) => (
            <div key={term} className="rounded-md bg-stone-50 px-3 py-2">
              <dt className="font-semibold text-stone-900">{term}</dt>
              <dd className="text-stone-700">
                <RichText text={meaning} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {section.image && <GuideFigure image={section.image} language={language} />}
    </section>
  );
}
