import './onboardingTexts';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NEWSLETTER_REDIRECT_MS } from '../../../contract/constants';
import { SecondaryButton } from '../../components/Button';
import { pathOf } from '../../router/routePaths';
import { NewsletterForm } from '../../newsletter/NewsletterForm';
import { useWizardUser } from './useWizardUser';
import { CARD, WizardPage } from './WizardPage';

/**
 * Wizard step 4 (spec §4): optional. Subscribing (201 or 409) or skipping leads to the dashboard
 * after 2 s, so the notification can be read first.
 */
export default function NewsletterStepPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useWizardUser();
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => navigate(pathOf('dashboard')), NEWSLETTER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [leaving, navigate]);

  return (
    <WizardPage step="first-run-newsletter" intro={t('onboarding.newsletter.intro')}>
      <div className={`${CARD} flex flex-col gap-4`}>
        <NewsletterForm
          user={user}
          disabled={leaving}
          onDone={() => setLeaving(true)}
          secondaryAction={
            <SecondaryButton onClick={() => setLeaving(true)}>
              {t('onboarding.newsletter.skip')}
            </SecondaryButton>
          }
        />
        {leaving && (
          <p role="status" className="text-sm text-stone-600">
            {t('onboarding.newsletter.redirecting')}
          </p>
        )}
      </div>
    </WizardPage>
  );
}
