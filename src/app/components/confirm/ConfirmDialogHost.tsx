import { useAtomValue } from 'jotai';
import { appStore } from '../../notifications/notificationStore';
import { ConfirmDialog } from './ConfirmDialog';
import { openQuestionAtom } from './confirmStore';

/** Shows the question `askConfirmation` asked, once for the whole app (RootShell). */
export function ConfirmDialogHost() {
  const question = useAtomValue(openQuestionAtom, { store: appStore });
  return <ConfirmDialog request={question} onAnswer={(confirmed) => question?.answer(confirmed)} />;
}
