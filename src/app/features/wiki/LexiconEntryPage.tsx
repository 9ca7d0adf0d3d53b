import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon, PencilSquareIcon, TrashIcon } from '@heroicons/react/24/outline';
import { mayManageIecContent } from '../../../contract/iecRules';
import { SecondaryButton } from '../../components/Button';
import { sourceLink } from '../../components/sourceLink';
import { pathOf } from '../../router/routePaths';
import { useSignedInUser } from '../../session/useSignedInUser';
import { DeleteEntryDialog } from './DeleteEntryDialog';
import { LexiconEntryDialog } from './LexiconEntryDialog';
import { lexiconLocale } from './lexiconView';
import { SubstancePanel } from './SubstancePanel';
import { useLexiconEntry } from './useLexicon';
import './wikiTexts';
import { SecondaryLink } from '../../components/SecondaryLink';

/**
 * One lexicon entry (spec §2 'iEC wiki'), from the mirror, offline too: the term, its definition,
 * the substance it explains with the button for the iEC tool's selection, the sources it cites
 * (each a link to its place on the sources page) and the way to the tool.
 */
export default function LexiconEntryPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation();
  const locale = lexiconLocale(i18n.resolvedLanguage);
  const view = useLexiconEntry(id);
  const user = useSignedInUser();
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const back = (
    <Link
      to={pathOf('iec-wiki')}
      className="inline-flex items-center gap-1 text-sm font-medium text-primary-800 hover:underline"
    >
      <ArrowLeftIcon className="size-4" aria-hidden="true" />
      {t('wiki.entry.back')}
    </Link>
  );
  if (view === undefined) return null;
  if (view === null) {
    return (
      <div className="flex flex-col gap-3">
        {back}
        <h1 className="text-2xl font-semibold">{t('wiki.entry.notFound')}</h1>
        <p className="text-stone-600">{t('wiki.entry.notFoundText')}</p>
      </div>
    );
  }
  const { entry, substance, group, sources } = view;
  return (
    <article className="flex max-w-3xl min-w-0 flex-col gap-5" data-testid="lexicon-entry-page">
      {back}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold break-words">{entry.term[locale]}</h1>
        {mayManageIecContent(user.permissions) && (
          <div className="flex flex-wrap gap-2">
            <SecondaryButton onClick={() => setDialog('edit')}>
              <PencilSquareIcon className="size-4" aria-hidden="true" />
              {t('wiki.staff.edit')}
            </SecondaryButton>
            <SecondaryButton onClick={() => setDialog('delete')}>
              <TrashIcon className="size-4" aria-hidden="true" />
              {t('wiki.staff.delete')}
            </SecondaryButton>
          </div>
        )}
      </div>
      <section aria-labelledby="lexicon-definition" className="flex flex-col gap-2">
        <h2 id="lexicon-definition" className="text-lg font-semibold">
          {t('wiki.entry.definition')}
        </h2>
        <p className="break-words whitespace-pre-line text-stone-800" data-testid="lexicon-definition">
          {entry.definition[locale]}
        </p>
      </section>
      {substance && <SubstancePanel substance={substance} group={group} locale={locale} />}
      <section aria-labelledby="lexicon-sources" className="flex flex-col gap-2">
        <h2 id="lexicon-sources" className="text-lg font-semibold">
          {t('wiki.entry.sources')}
        </h2>
        {sources.length === 0 ? (
          <p className="text-sm text-stone-600">{t('wiki.entry.noSources')}</p>
        ) : (
          <ul className="flex list-disc flex-col gap-1 pl-5 text-sm" data-testid="lexicon-sources">
            {sources.map((source) => (
              <li key={source.id} className="break-words">
                <Link to={sourceLink(source.id)} className="text-primary-800 hover:underline">
                  {source.citation}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div>
        <SecondaryLink to={pathOf('iec-tool')}>{t('wiki.openTool')}</SecondaryLink>
      </div>
      {dialog === 'edit' && (
        <LexiconEntryDialog entry={entry} locale={locale} onClose={() => setDialog(null)} />
      )}
      {dialog === 'delete' && (
        <DeleteEntryDialog id={entry.id} term={entry.term[locale]} onClose={() => setDialog(null)} />
      )}
    </article>
  );
}
