import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatBubbleLeftRightIcon } from '@heroicons/react/24/outline';
import type { ReportRow } from '../../../db/rows';
import { SecondaryButton } from '../../components/Button';
import { AskQuestionDialog } from './AskQuestionDialog';
import { mayAskAbout } from './demandListView';
import './reportDemandTexts';
import { useOptionalSignedInUser } from '../../session/useSignedInUser';

/**
 * 'Rückfrage stellen' on a report (spec §3 'Comment on a report'): shown to the report's own
 * doctor only, since staff cannot create demands (the server refuses them).
 */
export function AskQuestionButton({ report }: { report: ReportRow }) {
  const { t } = useTranslation();
  const user = useOptionalSignedInUser();
  const [open, setOpen] = useState(false);
  if (!user || !mayAskAbout(report, user)) return null;
  return (
    <>
      <SecondaryButton onClick={() => setOpen(true)}>
        <ChatBubbleLeftRightIcon className="size-5" aria-hidden="true" />
        {t('reportDemands.ask.button')}
      </SecondaryButton>
      <AskQuestionDialog report={report} user={user} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
