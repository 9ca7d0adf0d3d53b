import './accountTexts';
import { AccountLayout, OtherUserNotice, useAccountOwner } from './AccountLayout';
import { PasswordChangeForm } from './PasswordChangeForm';
import { StorageUsage } from './StorageUsage';
import { usePasskeySlots } from '../../components/passkeySlots';
import { TwoFactorSettings } from './TwoFactorSettings';
import { usePasswordConfirmation } from './usePasswordConfirmation';

/**
 * Spec §2 account security: password change and two-factor management, for the own account, the
 * passkeys (issue 29), and the browser storage the offline copy uses (issue 4).
 */
export default function AccountSecurityPage() {
  const { uuid, viewer, own } = useAccountOwner();
  const confirmation = usePasswordConfirmation();
  const { Settings: PasskeySettings } = usePasskeySlots();
  return (
    <AccountLayout uuid={uuid}>
      {own ? (
        <>
          <PasswordChangeForm userUuid={viewer.uuid} runConfirmed={(action) => confirmation.run(action)} />
          <TwoFactorSettings user={viewer} runConfirmed={confirmation.run} />
          {PasskeySettings && <PasskeySettings userUuid={viewer.uuid} />}
          <StorageUsage />
          {confirmation.dialog}
        </>
      ) : (
        <OtherUserNotice />
      )}
    </AccountLayout>
  );
}
