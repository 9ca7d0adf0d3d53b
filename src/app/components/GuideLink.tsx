import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { QuestionMarkCircleIcon } from '@heroicons/react/24/outline';
import { pathOf, type RouteName } from '../router/routePaths';
import './componentTexts';

/** The small '?' beside a screen's title that opens the guide's page about that screen (issue 16). */
export function GuideLink({ to }: { to: RouteName }) {
  const { t } = useTranslation();
  const label = t('guideLink.label');
  return (
    <Link
      to={pathOf(to)}
      title={label}
      className="rounded-full p-1 text-stone-500 hover:bg-stone-100 hover:text-primary-800 focus-visible:outline-2 focus-visible:outline-primary-700"
    >
      <span className="sr-only">{label}</span>
      <QuestionMarkCircleIcon className="size-5" aria-hidden="true" />
    </Link>
  );
}
