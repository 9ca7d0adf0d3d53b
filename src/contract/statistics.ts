/**
 * The staff dashboard's statistics (spec §2: the toggle Logins / Befundansichten / Nachfragen; issue
 * 14: a daily chart over the last 30 days with the total). The feed mirrors one `dailyStatistic` row
 * per kind and day, keyed `kind:YYYY-MM-DD`; days are the laboratory's (Europe/Berlin), so the
 * server's counts and the device's axis agree on where a day ends.
 */
import { z } from 'zod';
import { LAB_TIME_ZONE, STATISTICS_DAYS } from './constants';

export const StatisticKind = {
  logins: 'logins',
  reportViews: 'reportViews',
  demands: 'demands',
} as const;
export type StatisticKind = (typeof StatisticKind)[keyof typeof StatisticKind];
export const STATISTIC_KINDS = Object.values(StatisticKind) as [StatisticKind, ...StatisticKind[]];

export const syncedDailyStatisticSchema = z.object({
  kind: z.enum(STATISTIC_KINDS),
  /** The laboratory's calendar day, YYYY-MM-DD. */
  date: z.string(),
  count: z.number().int().nonnegative(),
});
export type SyncedDailyStatistic = z.infer<typeof syncedDailyStatisticSchema>;

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: LAB_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The laboratory's calendar day of an instant, YYYY-MM-DD. */
export const labDay = (at: Date): string => dayFormat.format(at);

export const statisticId = (kind: StatisticKind, day: string): string => `${kind}:${day}`;

const STATISTIC_ID = /^([a-zA-Z]+):(\d{4}-\d{2}-\d{2})$/;

/** The kind and day of a feed id, or null for anything else. */
export function parseStatisticId(id: string): { kind: StatisticKind; day: string } | null {
  const match = STATISTIC_ID.exec(id);
  if (!match) return null;
  const [, kind, day] = match as unknown as [string, string, string];
  if (!(STATISTIC_KINDS as readonly string[]).includes(kind)) return null;
  if (Number.isNaN(Date.parse(`${day}T00:00:00Z`))) return null;
  return { kind: kind as StatisticKind, day };
}

/** The last `days` calendar days up to the laboratory's today, oldest first. */
export function lastLabDays(now: Date, days: number = STATISTICS_DAYS): string[] {
  const today = labDay(now);
  const noon = Date.parse(`${today}T12:00:00Z`);
  const result: string[] = [];
  for (let back = days - 1; back >= 0; back -= 1) {
    result.push(new Date(noon - back * 86_400_000).toISOString().slice(0, 10));
  }
  return result;
}

/**
 * A recent registration (spec §2, staff dashboard): a doctor who verified the e-mail of their
 * invitation, i.e. took up their account, within the last 30 days. No patient data.
 */
export const syncedRegistrationSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  anrede: z.string(),
  titel: z.string().nullable(),
  vorname: z.string(),
  nachname: z.string(),
  email: z.string(),
  ort: z.string().nullable(),
  registered_at: z.string(),
});
export type SyncedRegistration = z.infer<typeof syncedRegistrationSchema>;
