import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WIZARD_STEPS, WizardSteps, type WizardStep } from './WizardSteps';

/** The white card of the existing forms (login, forgot password). */
export const CARD = 'rounded-lg bg-white p-6 shadow-sm ring-1 ring-stone-200';

/** One wizard step: the step bar, the step's title as the heading, an intro, the content. */
export function WizardPage({
  step,
  intro,
  children,
}: {
  step: WizardStep;
  intro?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleKey = WIZARD_STEPS.find((s) => s.route === step)?.titleKey ?? 'routes.verifyEmail';
  return (
    <div className="mx-auto max-w-2xl">
      <WizardSteps current={step} />
      <h1 className="text-2xl font-semibold">{t(titleKey)}</h1>
      {intro && <p className="mt-2 text-stone-600">{intro}</p>}
      <div className="mt-6">{children}</div>
    </div>
  );
}
