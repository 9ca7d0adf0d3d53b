import './pushTexts';
import './pushSignOut';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BellAlertIcon } from '@heroicons/react/24/outline';
import { publicConfigSchema } from '../../../contract/publicConfig';
import { PushKind } from '../../../contract/push';
import { request } from '../../api/http';
import { PrimaryButton, SecondaryButton } from '../../components/Button';
import { notify } from '../../notifications/notify';
import { useBrowserOnline } from '../../offline/useMirror';
import { useSignedInUser } from '../../session/useSignedInUser';
import { enablePush } from './pushApi';
import { announcePushFailure } from './pushFailure';
import { PushPromptAnswer, pushPromptAnswered, rememberPushPromptAnswer } from './pushPromptMemory';
import { usePushDevice } from './usePushDevice';

/**
 * Issue 29: once per device after sign-in, a doctor is offered pushes of critical results
 * ('Bei kritischen Befunden benachrichtigen'), where the browser can receive them, the server has
 * push set up, and nothing was decided on this device yet (neither here nor in the browser's
 * permission). Either answer is remembered; the account's tab changes it later. A card above the
 * page, not a dialog: nothing the doctor came to do waits for the answer. Loaded on every signed-in
 * page (for staff it shows nothing), which also registers the sign-out step of pushSignOut.ts.
 */
export default function PushPrompt() {
  const { t } = useTranslation();
  const viewer = useSignedInUser();
  const online = useBrowserOnline();
  const device = usePushDevice();
  const [serverHasPush, setServerHasPush] = useState(false);
  const [answered, setAnswered] = useState(pushPromptAnswered);
  const [busy, setBusy] = useState(false);

  const doctor = viewer.lis_id !== null;
  const undecided =
    doctor && device.known && device.supported && device.permission === 'default' && !device.endpoint;
  useEffect(() => {
    if (!undecided || answered || !online) return;
    let current = true;
    request('/api/config')
      .then(
        (answer) =>
          current && setServerHasPush(publicConfigSchema.parse(answer).vapidPublicKey !== undefined),
      )
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [undecided, answered, online]);

  if (!undecided || answered || !online || !serverHasPush) return null;

  const answer = (choice: PushPromptAnswer) => {
    rememberPushPromptAnswer(choice);
    setAnswered(true);
  };
  const accept = async () => {
    setBusy(true);
    try {
      await enablePush([PushKind.critical], viewer.language);
      notify.success(t('push.enabled'));
    } catch (error) {
      announcePushFailure(error);
    } finally {
      answer(PushPromptAnswer.accepted);
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby="push-prompt-title"
      data-testid="push-prompt"
      className="mb-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-primary-200"
    >
      <h2 id="push-prompt-title" className="flex items-center gap-2 font-semibold">
        <BellAlertIcon className="size-5 text-primary-700" aria-hidden="true" />
        {t('push.prompt.title')}
      </h2>
      <p className="mt-2 text-sm text-stone-600">{t('push.prompt.text')}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <SecondaryButton disabled={busy} onClick={() => answer(PushPromptAnswer.dismissed)}>
          {t('push.prompt.dismiss')}
        </SecondaryButton>
        <PrimaryButton disabled={busy} onClick={() => void accept()}>
          {t('push.prompt.accept')}
        </PrimaryButton>
      </div>
    </section>
  );
}
