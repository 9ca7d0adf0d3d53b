import { createContext, useContext, type ComponentType } from 'react';

/**
 * Features never import each other (the zones in eslint.config.js), yet the passkeys feature
 * (issue 29) adds a piece to four screens of others: the account's security page, the vault's
 * lock screen, the wizard's two-factor step and the sign-in challenge. They reach it through
 * these slots, filled above the features (src/app/pages/PasskeySlots.tsx, in the RootShell).
 * Outside the provider the slots are empty and the screens are as before.
 */
export interface PasskeySlots {
  /** The security page's list of passkeys. */
  Settings: ComponentType<{ userUuid: string }> | null;
  /** 'Mit Passkey entsperren' on the lock screen; renders nothing without a passkey here. */
  Unlock: ComponentType<{ userUuid: string; onUnlocked: () => void }> | null;
  /** The wizard's stage of the passkey type: a registration confirms it. */
  TwoFactorSetup: ComponentType<{
    userUuid: string;
    password: string;
    onConfirmed: () => Promise<void> | void;
  }> | null;
  /** The challenge page's step for the passkey type. */
  Challenge: ComponentType<{ onPassed: () => void }> | null;
}

export const PasskeySlotsContext = createContext<PasskeySlots>({
  Settings: null,
  Unlock: null,
  TwoFactorSetup: null,
  Challenge: null,
});

export const usePasskeySlots = () => useContext(PasskeySlotsContext);
