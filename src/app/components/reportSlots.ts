import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { ReportRow } from '../../db/rows';

/**
 * Features never import each other (the zones in eslint.config.js), yet an open report offers the
 * follow-ups of two other features (ask a question, request an interpretation), and a demand
 * opens its report in the reports feature's viewer. Those pieces reach each other through these
 * slots, filled above the features by the pages that combine them (src/app/pages/ReportSlots.tsx).
 * Outside such a page the slots are empty: no follow-ups, no viewer.
 */
export interface ReportSlots {
  /** The reports feature's viewer; `reportId` null keeps it closed. */
  Viewer: ComponentType<{ reportId: string | null; onClose: () => void }> | null;
  /** The buttons other features offer on an open report. */
  followUps: ((report: ReportRow) => ReactNode) | undefined;
}

export const ReportSlotsContext = createContext<ReportSlots>({ Viewer: null, followUps: undefined });

export const useReportSlots = () => useContext(ReportSlotsContext);
