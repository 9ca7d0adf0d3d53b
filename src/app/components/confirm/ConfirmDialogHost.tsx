import { lazy, Suspense, useState } from 'react';
import { useAtomValue } from 'jotai';
import { appStore } from '../../notifications/notificationStore';
import { openQuestionAtom } from './confirmStore';

/** The dialog's code (Headless UI's Dialog, the form) loads with the first question, not with the app's first page. */
const ConfirmDialog = lazy(() =>
  import('./ConfirmDialog').then(({ ConfirmDialog }) => ({ default: ConfirmDialog })),
);

/** Shows the question `askConfirmation` asked, once for the whole app (RootShell). */
export function ConfirmDialogHost() {
  const question = useAtomValue(openQuestionAtom, { store: appStore });
  // Once shown it stays mounted, so that it can close as a dialog does.
  const [asked, setAsked] = useState(false);
  if (question && !asked) setAsked(true);
  if (!asked && !question) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog request={question} onAnswer={(confirmed) => question?.answer(confirmed)} />
    </Suspense>
  );
}
