import { z } from 'zod';

/**
 * Critical results (issue 17). A report may carry a critical value; its own doctor must
 * acknowledge it ('zur Kenntnis genommen'), online or queued offline. One rule for the server's
 * route and the dialog's button.
 */
export interface CriticalFacts {
  critical?: boolean | undefined;
  critical_acknowledged_at?: string | null | undefined;
  user: { id: number };
}

/** The report is critical and nobody acknowledged it yet. */
export const awaitsAcknowledgement = (report: Omit<CriticalFacts, 'user'>): boolean =>
  report.critical === true && !report.critical_acknowledged_at;

/** Only the report's own doctor acknowledges, and only what still awaits it. */
export const mayAcknowledgeCritical = (user: { id: number }, report: CriticalFacts): boolean =>
  awaitsAcknowledgement(report) && user.id === report.user.id;

/**
 * `PUT /api/befunde/{id}/acknowledge`: the version the doctor saw. A newer version that arrived
 * meanwhile must be seen first (409), so an acknowledgement queued offline never covers a value
 * the doctor has not read.
 */
export const acknowledgeCriticalSchema = z.object({ version: z.number().int().positive() });
export type AcknowledgeCriticalInput = z.infer<typeof acknowledgeCriticalSchema>;
