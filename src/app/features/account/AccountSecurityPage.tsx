import './accountTexts';
import { AccountLayout, OtherUserNotice, useAccountOwner } from './AccountLayout';
import { PasswordChangeForm } from './PasswordChangeForm';
import { TwoFactorSettings } from './TwoFactorSettings';
import { usePasswordConfirmation } from './usePasswordConfirmation';

/** Spec §2 account security: password change and two-factor management, for the own account. */
export default function AccountSecurityPage() {
  const { uuid, viewer, own } = useAccountOwner();
  const confirmation = usePasswordConfirmation();
  return (
    <AccountLayout uuid={uuid}>
      {own ? (
        <>
          <PasswordChangeForm runConfirmed={(action) => confirmation.run(action)} />
          <TwoFactorSettings user={viewer} runConfirmed={confirmation.run} />
          {confirmation.dialog}
        </>
      ) : (
        <OtherUserNotice />
      )}
    </AccountLayout>
  );
}
