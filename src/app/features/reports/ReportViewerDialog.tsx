import type { ReactNode } from 'react';
import { Dialog, DialogBackdrop } from '@headlessui/react';
import type { ReportRow } from '../../../db/rows';
import { ReportViewerPanel } from './ReportViewerPanel';

/**
 * Opening a report (spec §2 'Reports overview' actions): its PDF in a dialog, from the device when
 * possible. `reportId` null keeps it closed. The panel is keyed by report so each opening starts
 * afresh. `actions` adds buttons for the shown report (the overview's follow-ups: ask a question,
 * request an interpretation), so the viewer itself knows no other feature.
 */
export function ReportViewerDialog({
  reportId,
  onClose,
  actions,
}: {
  reportId: string | null;
  onClose: () => void;
  actions?: (report: ReportRow) => ReactNode;
}) {
  return (
    // The dialog element itself spans the viewport, so it is "visible" to tests finding it by role.
    // Sized by the screen (100vw x 100dvh from the top left), not by `inset-0`: on a phone a page
    // wider than the screen widens the layout viewport that `inset-0` spans, and the centred
    // viewer would open off-screen to the right.
    <Dialog
      open={reportId !== null}
      onClose={onClose}
      data-testid="report-viewer"
      className="fixed top-0 left-0 z-50 flex h-dvh w-screen items-center justify-center p-2 sm:p-4"
    >
      <DialogBackdrop className="fixed inset-0 bg-stone-900/40" />
      {reportId !== null && (
        <ReportViewerPanel key={reportId} reportId={reportId} onClose={onClose} actions={actions} />
      )}
    </Dialog>
  );
}
