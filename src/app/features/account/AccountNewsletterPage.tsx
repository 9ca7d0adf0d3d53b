import './accountTexts';
import { useTranslation } from 'react-i18next';
import { TrashIcon } from '@heroicons/react/24/outline';
import { NEWSLETTER_LISTS, NewsletterStatus } from '../../../contract/newsletter';
import type { NewsletterRecipientRow } from '../../../db/rows';
import { LOCALES } from '../../../contract/constants';
import { notify } from '../../notifications/notify';
import { NewsletterForm } from '../../newsletter/NewsletterForm';
import { actions } from '../../offline/actions';
import { useMirror } from '../../offline/useMirror';
import { AccountLayout, CARD, useAccountOwner } from './AccountLayout';

/**
 * Spec §2 account newsletter (admin only, the route table's `admin` flag): subscriptions and sign-up,
 * read from the offline mirror and changed through queued actions.
 */
export default function AccountNewsletterPage() {
  const { t } = useTranslation();
  const { uuid, viewer } = useAccountOwner();
  const recipients = useMirror((db) => db.newsletterRecipient.orderBy('email').toArray());

  const remove = async (recipient: NewsletterRecipientRow) => {
    await actions.newsletter.unsubscribe(recipient.id);
    notify.success(t('account.newsletter.deleted'));
  };

  return (
    <AccountLayout uuid={uuid}>
      <section className={CARD}>
        <h2 className="text-lg font-semibold">{t('account.newsletter.title')}</h2>
        {recipients === undefined ? (
          <p role="status" className="mt-4 text-sm">
            {t('account.loading')}
          </p>
        ) : recipients.length === 0 ? (
          <p className="mt-4 text-sm text-stone-600">{t('account.newsletter.empty')}</p>
        ) : (
          <RecipientTable recipients={recipients} onDelete={(r) => void remove(r)} />
        )}
      </section>
      <section className={CARD}>
        <h2 className="mb-4 text-lg font-semibold">{t('account.newsletter.add')}</h2>
        <NewsletterForm
          user={viewer}
          queue={(payload) => actions.newsletter.subscribe(payload, viewer.email)}
        />
      </section>
    </AccountLayout>
  );
}

function RecipientTable({
  recipients,
  onDelete,
}: {
  recipients: NewsletterRecipientRow[];
  onDelete: (recipient: NewsletterRecipientRow) => void;
}) {
  const { t, i18n } = useTranslation();
  const listName = (id: number) => {
    const locale = LOCALES.find((l) => NEWSLETTER_LISTS[l] === id);
    return locale ? t(`newsletter.lists.${locale}`) : String(id);
  };
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="min-w-full divide-y divide-stone-200 text-sm">
        <thead>
          <tr className="text-left text-stone-600">
            <th scope="col" className="py-2 pr-4 font-medium">
              {t('account.newsletter.email')}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t('account.newsletter.list')}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t('account.newsletter.name')}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t('account.newsletter.subscribedAt')}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t('account.newsletter.status')}
            </th>
            <th scope="col" className="py-2 font-medium">
              <span className="sr-only">{t('account.newsletter.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {recipients.map((recipient) => (
            <tr key={recipient.id}>
              <td className="py-2 pr-4">{recipient.email}</td>
              <td className="py-2 pr-4">{listName(recipient.recipientlist_id)}</td>
              <td className="py-2 pr-4">
                {[recipient.gender, recipient.firstname, recipient.lastname].filter(Boolean).join(' ')}
              </td>
              <td className="py-2 pr-4">
                {new Date(recipient.created_at).toLocaleDateString(i18n.language)}
              </td>
              <td className="py-2 pr-4">
                {recipient.status === NewsletterStatus.pending ? (
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                    {t('account.newsletter.pending')}
                  </span>
                ) : (
                  t('account.newsletter.confirmed')
                )}
              </td>
              <td className="py-2 text-right">
                <button
                  type="button"
                  onClick={() => onDelete(recipient)}
                  className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-red-700 hover:bg-red-50"
                  aria-label={t('account.newsletter.deleteOne', { email: recipient.email })}
                >
                  <TrashIcon className="size-5" aria-hidden="true" />
                  <span aria-hidden="true">{t('account.newsletter.delete')}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
