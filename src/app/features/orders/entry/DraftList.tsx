import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate, formatDateTime } from '../../../i18n/formatDate';
import { pathOf } from '../../../router/routePaths';
import type { OpenDraft } from './orderDrafts';

/**
 * The drafts of this device, to resume or discard: the patient (opened by the vault), when it was
 * last changed, the number it holds, and whether the laboratory refused it.
 */
export function DraftList({
  drafts,
  currentId,
  onDiscard,
}: {
  drafts: readonly OpenDraft[];
  currentId: string;
  onDiscard: (draft: OpenDraft) => void;
}) {
  const { t, i18n } = useTranslation();
  if (drafts.length === 0) return null;
  return (
    <section aria-labelledby="order-drafts" className="flex flex-col gap-2" data-testid="order-drafts">
      <h2 id="order-drafts" className="text-base font-semibold text-stone-900">
        {t('orderEntry.drafts.title', { count: drafts.length })}
      </h2>
      <ul className="flex flex-col gap-2">
        {drafts.map((draft) => {
          const { patient } = draft.values;
          const name =
            [patient.nachname, patient.vorname].filter(Boolean).join(', ') || t('orderEntry.drafts.noName');
          return (
            <li
              key={draft.id}
              className={`flex flex-col gap-2 rounded-md bg-white p-3 ring-1 sm:flex-row sm:items-center ${draft.id === currentId ? 'ring-primary-600' : 'ring-stone-200'}`}
              data-testid="order-draft"
            >
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium break-words">
                  {name}
                  {patient.geburtsdatum && (
                    <span className="font-normal text-stone-600">
                      {' '}
                      · {formatDate(patient.geburtsdatum, i18n.resolvedLanguage)}
                    </span>
                  )}
                </p>
                <p className="text-stone-600">
                  {t('orderEntry.drafts.changed', {
                    at: formatDateTime(new Date(draft.updatedAt).toISOString(), i18n.resolvedLanguage),
                  })}
                  {draft.number && ` · ${t('orderEntry.number.held', { number: draft.number })}`}
                  {` · ${t('orderEntry.drafts.analyses', { count: draft.values.items.length })}`}
                </p>
                {draft.refusal && (
                  <p className="font-medium text-red-800" data-testid="draft-refused">
                    {t('orderEntry.drafts.refused')}
                  </p>
                )}
              </div>
              <div className="flex gap-3 text-sm">
                {draft.id !== currentId && (
                  <Link
                    to={`${pathOf('new-order')}?draft=${encodeURIComponent(draft.id)}`}
                    className="font-semibold text-primary-800 hover:underline"
                  >
                    {t('orderEntry.drafts.resume')}
                  </Link>
                )}
                <button
                  type="button"
                  className="text-stone-600 hover:underline"
                  onClick={() => onDiscard(draft)}
                >
                  {t('orderEntry.drafts.discard')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
