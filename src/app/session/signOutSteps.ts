/**
 * What a feature does on this device before the session ends, while the request can still be made
 * as the user (issue 29: the device's push subscription goes). A feature registers its step when
 * its code loads; a failing step never keeps anyone signed in.
 */
type SignOutStep = () => Promise<void>;

const steps = new Set<SignOutStep>();

export function registerSignOutStep(step: SignOutStep): void {
  steps.add(step);
}

export async function runSignOutSteps(): Promise<void> {
  await Promise.all([...steps].map((step) => step().catch(() => undefined)));
}
