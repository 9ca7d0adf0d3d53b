import { lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { PasskeySlotsContext, type PasskeySlots } from '../components/passkeySlots';

/**
 * Fills the passkey slots (components/passkeySlots.ts) for every page. The passkeys feature and
 * its WebAuthn library load with the first screen that shows one of its pieces.
 */
const loadPasskeys = () => import('../features/passkeys');

function lazySlot<P extends object>(
  pick: (feature: Awaited<ReturnType<typeof loadPasskeys>>) => ComponentType<P>,
) {
  const Lazy = lazy(async () => ({ default: pick(await loadPasskeys()) }));
  return function Slot(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...(props as ComponentProps<typeof Lazy>)} />
      </Suspense>
    );
  };
}

const slots: PasskeySlots = {
  Settings: lazySlot((feature) => feature.PasskeySettings),
  Unlock: lazySlot((feature) => feature.PasskeyUnlock),
  TwoFactorSetup: lazySlot((feature) => feature.PasskeyTwoFactorSetup),
  Challenge: lazySlot((feature) => feature.PasskeyChallenge),
};

export function PasskeySlotsProvider({ children }: { children: ReactNode }) {
  return <PasskeySlotsContext.Provider value={slots}>{children}</PasskeySlotsContext.Provider>;
}
