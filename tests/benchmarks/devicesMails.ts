/**
 * The check that no critical result's mail was lost (decisions §38: a committed write always has
 * its mail): labor marks every CRITICAL_EVERY-th upload critical, as a laboratory flags some of its
 * reports, and each one answered must, after the run, have its mail to its doctor in the dev
 * outbox (`dev_mails`, as `npm start` keeps mail without SMTP_URL), made by whichever instance took
 * its intent, also when the instance that took it first was killed (its claim runs out after
 * MAIL_CLAIM_MS, then the other composes it). A mail made twice after a crash is allowed and
 * counted; none at all fails the run.
 */
import pg from 'pg';
import { MAIL_CLAIM_MS } from '../../server/platform/mail/mailClaims';

export interface CriticalMailCheck {
  asked: number;
  made: number;
  missing: number;
  /** Made more than once (a crash between the mail and the intent's deletion). */
  twice: number;
  /** Intents still in the table at the end. */
  intentsLeft: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const MAILS_PER_REPORT = `
  SELECT r.befund_id, count(m.id)::int AS mails
    FROM reports r
    JOIN users u ON u.id = r.user_id
    LEFT JOIN dev_mails m ON m."to" = u.email AND m.subject LIKE '%' || r.befund_id || '%'
   WHERE r.befund_id = ANY($1::text[])
   GROUP BY r.befund_id`;

/**
 * Waits up to `waitMs` (by default one claim's length, what a killed instance's intent may take)
 * for every critical upload's mail, then counts them.
 */
export async function checkCriticalMails(
  databaseUrl: string,
  befundIds: readonly string[],
  waitMs = MAIL_CLAIM_MS + 30_000,
): Promise<CriticalMailCheck> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = performance.now() + waitMs;
    for (;;) {
      const { rows } = await client.query<{ befund_id: string; mails: number }>(MAILS_PER_REPORT, [
        befundIds,
      ]);
      const made = rows.filter((row) => row.mails > 0);
      const { rows: left } = await client.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM mail_intents',
      );
      const figures: CriticalMailCheck = {
        asked: befundIds.length,
        made: made.length,
        missing: befundIds.length - made.length,
        twice: made.filter((row) => row.mails > 1).length,
        intentsLeft: left[0]?.count ?? 0,
      };
      if (figures.missing === 0 || performance.now() > deadline) return figures;
      await sleep(1_000);
    }
  } finally {
    await client.end();
  }
}

export const criticalMailLine = (check: CriticalMailCheck): string =>
  `${check.asked} asked, ${check.made} made, ${check.missing} missing, ${check.twice} twice; ` +
  `${check.intentsLeft} intents left`;
