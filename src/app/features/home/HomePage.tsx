import './homeTexts';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '../../../contract/constants';
import { useLabName } from '../../config/labName';
import { pathOf } from '../../router/routePaths';
import { knownUserUuid } from '../../session/sessionState';
import { homeCards, type HomeCard } from './homeCards';

export default function HomePage() {
  const { t } = useTranslation();
  const labName = useLabName();
  return (
    <>
      <section className="rounded-xl bg-primary-800 px-6 py-10 text-white sm:px-10">
        <h1 className="text-3xl font-bold">{t('home.title', { product: PRODUCT_NAME })}</h1>
        <p className="mt-3 max-w-2xl text-primary-50">{t('home.lead', { company: labName })}</p>
        <Link
          to={pathOf('login')}
          className="mt-6 inline-block rounded-md bg-white px-4 py-2 text-sm font-semibold text-primary-800 hover:bg-primary-50"
        >
          {t('home.cta')}
        </Link>
      </section>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {homeCards(knownUserUuid()).map((card) => (
          <li key={card.key} className="flex">
            <HomeCardView card={card} />
          </li>
        ))}
      </ul>
    </>
  );
}

function HomeCardView({ card: { key, icon: Icon, to } }: { card: HomeCard }) {
  const { t } = useTranslation();
  const content = (
    <>
      <Icon className="size-8 text-primary-700" aria-hidden="true" />
      <h2 className="mt-3 text-lg font-semibold">{t(`home.cards.${key}.title`)}</h2>
      <p className="mt-2 text-sm text-stone-600">{t(`home.cards.${key}.text`)}</p>
    </>
  );
  const box = 'w-full rounded-lg bg-white p-6 shadow-sm ring-1 ring-stone-200';
  return (
    <Link
      to={to}
      className={`${box} transition hover:shadow-md hover:ring-primary-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700`}
    >
      {content}
    </Link>
  );
}
