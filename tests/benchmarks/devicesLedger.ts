/**
 * The check that no device's action was lost or doubled (issue 30's soak: "0 lost actions"): after
 * the devices have emptied their outboxes, every outbox action a device made (devicesMessages.ts
 * LedgerEntry) must exist in PostgreSQL exactly once:
 *
 * - its Idempotency-Key is stored for its user with a 2xx answer (the write ran and was answered),
 *   and the device users hold no stored key that no action made;
 * - the row it created exists under its uuid (questions in report_demands, follow-ups in
 *   report_demand_messages, ticket answers in ticket_answers, orders in orders), and the device
 *   users' rows of each kind number exactly the actions made (a replay that wrote a second row
 *   would show here); acknowledgements and read marks are set on their report.
 */
import pg from 'pg';
import { ActionKind } from './deviceOutbox';
import type { LedgerEntry } from './devicesMessages';
import { DEVICE_USERNAME_PREFIX } from './devicesSeed';

export interface LedgerKindFigures {
  made: number;
  /** Made, but its key or its row is not there. */
  lost: number;
  /** Rows of the device users beyond the actions made. */
  extra: number;
}

export interface LedgerCheck {
  byKind: Record<ActionKind, LedgerKindFigures>;
  /** Stored keys of the device users that no action made. */
  strayKeys: number;
  lost: number;
  extra: number;
}

/**
 * Per kind: the action's row is there (by uuid or report), and how many rows the device users hold.
 * A mark on a report (acknowledged, read) is a state, not a row: the same mark twice (a pull that
 * came before the write made the report unread again on the device) sets it once, so only its key
 * and its state are checked.
 */
const ROW_CHECKS: Record<ActionKind, { found: string; total?: string }> = {
  question: {
    found: 'EXISTS (SELECT 1 FROM report_demands d WHERE d.uuid = l.uuid AND d.doctor_id = l.user_id)',
    total: 'SELECT count(*)::int AS n FROM report_demands d JOIN bench_users u ON u.id = d.doctor_id',
  },
  followUp: {
    found:
      'EXISTS (SELECT 1 FROM report_demand_messages m WHERE m.uuid = l.uuid AND m.author_id = l.user_id)',
    // A question's first message is a message of the device user too.
    total: `SELECT (SELECT count(*) FROM report_demand_messages m JOIN bench_users u ON u.id = m.author_id)::int
              - (SELECT count(*) FROM ledger WHERE kind = '${ActionKind.question}')::int AS n`,
  },
  ticketAnswer: {
    found: `EXISTS (SELECT 1 FROM ticket_answers a WHERE a.uuid = l.uuid AND a.author_id = l.user_id AND a.kind = 'answer')`,
    total: `SELECT count(*)::int AS n FROM ticket_answers a JOIN bench_users u ON u.id = a.author_id WHERE a.kind = 'answer'`,
  },
  order: {
    found: 'EXISTS (SELECT 1 FROM orders o WHERE o.uuid = l.uuid AND o.doctor_id = l.user_id)',
    total: 'SELECT count(*)::int AS n FROM orders o JOIN bench_users u ON u.id = o.doctor_id',
  },
  acknowledge: {
    found:
      'EXISTS (SELECT 1 FROM reports r WHERE r.id = l.report_id AND r.critical_acknowledged_at IS NOT NULL)',
  },
  read: {
    found: 'EXISTS (SELECT 1 FROM reports r WHERE r.id = l.report_id AND r.read_at IS NOT NULL)',
  },
};

export async function checkLedger(databaseUrl: string, ledger: readonly LedgerEntry[]): Promise<LedgerCheck> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `CREATE TEMP TABLE bench_users AS SELECT id, username FROM users WHERE username LIKE $1 || '%'`,
      [DEVICE_USERNAME_PREFIX],
    );
    await client.query(
      `CREATE TEMP TABLE ledger AS
       SELECT u.id AS user_id, l.kind, l.key, l.uuid, l.report_id
       FROM unnest($1::text[], $2::text[], $3::text[], $4::uuid[], $5::int[])
            AS l(username, kind, key, uuid, report_id)
       LEFT JOIN bench_users u ON u.username = l.username`,
      [
        ledger.map((entry) => entry.username),
        ledger.map((entry) => entry.kind),
        ledger.map((entry) => entry.key),
        ledger.map((entry) => entry.uuid),
        ledger.map((entry) => entry.reportId),
      ],
    );
    const byKind = {} as Record<ActionKind, LedgerKindFigures>;
    for (const kind of Object.values(ActionKind)) {
      const check = ROW_CHECKS[kind];
      const { rows } = await client.query<{ made: number; lost: number }>(
        `SELECT count(*)::int AS made,
                count(*) FILTER (WHERE NOT (${check.found}) OR NOT EXISTS (
                  SELECT 1 FROM idempotency_keys k
                  WHERE k.user_id = l.user_id AND k.key = l.key AND k.status BETWEEN 200 AND 299))::int AS lost
         FROM ledger l WHERE l.kind = $1`,
        [kind],
      );
      const made = rows[0]?.made ?? 0;
      const total = check.total ? ((await client.query<{ n: number }>(check.total)).rows[0]?.n ?? 0) : made;
      byKind[kind] = { made, lost: rows[0]?.lost ?? 0, extra: Math.max(0, total - made) };
    }
    const stray = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM idempotency_keys k JOIN bench_users u ON u.id = k.user_id
       WHERE NOT EXISTS (SELECT 1 FROM ledger l WHERE l.user_id = k.user_id AND l.key = k.key)`,
    );
    const strayKeys = stray.rows[0]?.n ?? 0;
    const figures = Object.values(byKind);
    return {
      byKind,
      strayKeys,
      lost: figures.reduce((sum, figure) => sum + figure.lost, 0),
      extra: figures.reduce((sum, figure) => sum + figure.extra, 0) + strayKeys,
    };
  } finally {
    await client.end();
  }
}

/** 'made / lost / doubled (question 12, ...)' for the benchmarks' tables. */
export const ledgerLine = (check: LedgerCheck): string =>
  `${Object.values(check.byKind).reduce((sum, kind) => sum + kind.made, 0)} / ${check.lost} / ${check.extra} (` +
  Object.entries(check.byKind)
    .map(([kind, figures]) => `${kind} ${figures.made}`)
    .join(', ') +
  ')';
