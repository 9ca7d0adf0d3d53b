import '../../features/push/pushTexts';
import { useTranslation } from 'react-i18next';
import { AccountLayout, useAccountOwner } from '../../features/account/AccountLayout';
import AccountPushPage from '../../features/push/AccountPushPage';

/** Issue 29: users/{uuid}/account/push, the own devices' push notifications; nobody else's. */
export default function AccountPushRoute() {
  const { t } = useTranslation();
  const { uuid, own } = useAccountOwner();
  return (
    <AccountLayout uuid={uuid}>
      {own ? <AccountPushPage /> : <p className="text-sm text-stone-600">{t('push.ownOnly')}</p>}
    </AccountLayout>
  );
}
