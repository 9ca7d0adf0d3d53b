import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathOf } from '../../router/routePaths';
import type { GuideContent } from './guideContent';
import { GUIDE_TOPICS } from './guideTopics';

/** The guide's table of contents: a column beside the page from lg on, a wrapping row above it below. */
export function GuideNav({ content }: { content: GuideContent }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('guide.navLabel')} className="lg:w-56 lg:shrink-0">
      <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
        {GUIDE_TOPICS.map((topic) => (
          <li key={topic.key}>
            <NavLink
              to={pathOf(topic.route)}
              end
              className="block rounded-md px-3 py-1.5 text-sm font-medium text-stone-700 ring-1 ring-stone-200 hover:bg-stone-100 aria-[current=page]:bg-primary-50 aria-[current=page]:text-primary-800 aria-[current=page]:ring-primary-200 lg:ring-0"
            >
              {content[topic.key].nav}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
