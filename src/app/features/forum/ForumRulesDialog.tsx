import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PrimaryButton, SecondaryButton } from '../../components/Button';
import { FormDialog } from '../../components/FormDialog';
import { notify } from '../../notifications/notify';
import { routePaths } from '../../router/routePaths';
import { forumActions } from './forumActions';

/**
 * Spec §4 'Forum': the rules must be confirmed once, otherwise this dialog forces confirmation;
 * cancelling navigates back. The confirmation is an outbox action: it counts at once, offline too.
 */
export function ForumRulesDialog({ userRowId }: { userRowId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [accepted, setAccepted] = useState(false);
  const items = t('forum.rules.items', { returnObjects: true }) as string[];
  const back = () => {
    if (window.history.length > 1) navigate(-1);
    else navigate(routePaths.dashboard);
  };
  const confirm = async () => {
    try {
      await forumActions.confirmRules(userRowId);
    } catch (error) {
      notify.apiError(error);
    }
  };
  return (
    <FormDialog
      open
      onClose={back}
      title={t('forum.rules.title')}
      intro={t('forum.rules.intro')}
      testId="forum-rules"
    >
      <ul className="list-disc space-y-1 pl-5 text-sm text-stone-700">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <label className="mt-4 flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          checked={accepted}
          onChange={(event) => setAccepted(event.target.checked)}
          className="mt-0.5 size-4"
        />
        <span>{t('forum.rules.accept')}</span>
      </label>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <SecondaryButton onClick={back}>{t('forum.cancel')}</SecondaryButton>
        <PrimaryButton disabled={!accepted} onClick={() => void confirm()}>
          {t('forum.rules.confirm')}
        </PrimaryButton>
      </div>
    </FormDialog>
  );
}
