import { useTranslation } from 'react-i18next';
import { CheckIcon } from '@heroicons/react/20/solid';
import type { RouteName } from '../../router/routePaths';

/** The four first-run steps of spec §2, in order; the current one follows the route name. */
export const WIZARD_STEPS = [
  { route: 'verify-email', titleKey: 'routes.verifyEmail' },
  { route: 'first-run-change-password', titleKey: 'routes.firstRunChangePassword' },
  { route: 'first-run-enable-two-factor-auth', titleKey: 'routes.firstRunTwoFactor' },
  { route: 'first-run-newsletter', titleKey: 'routes.firstRunNewsletter' },
] as const satisfies readonly { route: RouteName; titleKey: string }[];

export type WizardStep = (typeof WIZARD_STEPS)[number]['route'];

export function WizardSteps({ current }: { current: WizardStep }) {
  const { t } = useTranslation();
  const currentIndex = WIZARD_STEPS.findIndex((step) => step.route === current);
  return (
    <nav aria-label={t('onboarding.steps.label')} className="mb-8">
      <p className="sr-only">
        {t('onboarding.steps.progress', { current: currentIndex + 1, total: WIZARD_STEPS.length })}
      </p>
      <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {WIZARD_STEPS.map((step, index) => {
          const done = index < currentIndex;
          const active = index === currentIndex;
          return (
            <li
              key={step.route}
              aria-current={active ? 'step' : undefined}
              className={`flex items-center gap-2 border-t-4 pt-2 text-sm ${
                active
                  ? 'border-primary-700 font-semibold text-primary-800'
                  : done
                    ? 'border-primary-300 text-stone-700'
                    : 'border-stone-200 text-stone-500'
              }`}
            >
              <span
                className={`flex size-6 shrink-0 items-center justify-center rounded-full text-xs ${
                  done || active ? 'bg-primary-700 text-white' : 'bg-stone-200 text-stone-600'
                }`}
                aria-hidden="true"
              >
                {done ? <CheckIcon className="size-4" /> : index + 1}
              </span>
              <span>
                {t(step.titleKey)}
                {done && <span className="sr-only"> ({t('onboarding.steps.done')})</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
