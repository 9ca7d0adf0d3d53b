import type { ReactNode } from 'react';
import { ReportSlotsContext, type ReportSlots } from '../components/reportSlots';
import { ReportViewerDialog } from '../features/reports/ReportViewerDialog';
import { reportFollowUps } from './reportFollowUps';

const slots: ReportSlots = { Viewer: ReportViewerDialog, followUps: reportFollowUps };

/** Fills the report slots (components/reportSlots.ts) for the pages that show reports. */
export function ReportSlotsProvider({ children }: { children: ReactNode }) {
  return <ReportSlotsContext.Provider value={slots}>{children}</ReportSlotsContext.Provider>;
}
