import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { InformationCircleIcon } from '@heroicons/react/24/outline';
import type { AuthUser } from '../../../contract/authUser';
import { AccountTabs } from './AccountTabs';
import { useSignedInUser } from '../../session/useSignedInUser';
import { GuideLink } from '../../components/GuideLink';
import { usePageTitleOverride } from '../../shell/pageTitleOverride';

/** The white card of the existing forms. */
export const CARD = 'rounded-lg bg-white p-6 shadow-sm ring-1 ring-stone-200';

/** The uuid of the page and whether it is the signed-in user's own account. */
export function useAccountOwner(): { uuid: string; viewer: AuthUser; own: boolean } {
  const { uuid = '' } = useParams();
  const viewer = useSignedInUser();
  return { uuid, viewer, own: uuid === viewer.uuid };
}

/**
 * Heading and tabs around each account page. Another user's pages name their owner in the heading
 * and the document title ('Konto von Dr. …', issue 26), not 'Mein Konto'.
 */
export function AccountLayout({
  uuid,
  owner,
  children,
}: {
  uuid: string;
  /** The display name of the account's owner when it is not the viewer's own account. */
  owner?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const othersTitle = owner ? t('account.ofUser', { name: owner }) : null;
  usePageTitleOverride(othersTitle);
  return (
    <div className="mx-auto max-w-4xl">
      <div className="flex items-center gap-1">
        <h1 className="text-2xl font-semibold break-words">{othersTitle ?? t('routes.account')}</h1>
        <GuideLink to="guide-account" />
      </div>
      <div className="mt-4">
        <AccountTabs uuid={uuid} />
      </div>
      <div className="mt-6 flex flex-col gap-6">{children}</div>
    </div>
  );
}

/** Editing another user's account comes with the user management; here only a notice. */
export function OtherUserNotice() {
  const { t } = useTranslation();
  return (
    <p role="status" className="flex gap-2 rounded-md bg-amber-50 p-4 text-sm text-amber-900">
      <InformationCircleIcon className="size-5 shrink-0" aria-hidden="true" />
      {t('account.otherUser')}
    </p>
  );
}
