/**
 * The accounts of `npm run bench:devices`: one doctor per simulated device, because the server
 * refuses a TOTP time step an account used before (issue 30: N devices need N accounts).
 *
 * Inserted in SQL, set-based, like reportsApiServer.ts seeds its bulk doctors. Each copies
 * dr.weber's password hash and encrypted TOTP secret, so that every account signs in through the
 * real routes (argon2 check, second factor) with the demo password and the demo secret, computed
 * once by the seed, not per account; no sign-in seam exists for the benchmark. Each doctor gets
 * REPORTS_PER_DOCTOR reports (the first critical and unacknowledged, the others unread), so that a
 * device has something to ask about and to acknowledge from its first bootstrap on, and one open
 * ticket from labor addressed to it (TICKETS_PER_DOCTOR), a thread its device answers in (a ticket
 * made by staff, as the lab asks a practice about a sample). They are not in the change feed: the
 * bootstrap reads the tables, and the writes about them add their own changes.
 */
import pg from 'pg';
import { TICKET_DEFAULT_CATEGORY_ID, TICKET_DEFAULT_PRIORITY_ID } from '../../src/contract/constants';
import { RoleName } from '../../src/contract/permissions';
import { TicketStatusId } from '../../src/contract/tickets';

export const DEVICE_USERNAME_PREFIX = 'bench.device';
export const REPORTS_PER_DOCTOR = 3;
export const TICKETS_PER_DOCTOR = 1;

export interface DeviceAccount {
  username: string;
  /** users.lis_id: the upload names the doctor by it in the file name. */
  lisId: string;
}

export const deviceAccount = (index: number): DeviceAccount => ({
  username: `${DEVICE_USERNAME_PREFIX}${String(index + 1).padStart(5, '0')}`,
  lisId: `D-${String(index + 1).padStart(6, '0')}`,
});

/** Adds doctors 1..count that do not exist yet (the runs of growing N reuse the earlier ones). */
export async function seedDeviceDoctors(databaseUrl: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO users (username, anrede, titel, vorname, nachname, email, lis_id, language,
                          password_hash, two_factor_type, two_factor_secret, two_factor_confirmed_at, login_credentials_set_at,
                          invited_at, email_verified_at, created_at, updated_at)
       SELECT $2 || lpad(g::text, 5, '0'), 'Frau', 'Dr. med.', 'Gerät', 'Nummer ' || g,
              'geraet' || g || '@aerzte.example.org', 'D-' || lpad(g::text, 6, '0'), 'de',
              weber.password_hash, weber.two_factor_type, weber.two_factor_secret,
              weber.two_factor_confirmed_at, weber.login_credentials_set_at, now(), now(), now(), now()
       FROM generate_series(1, $1::int) AS g
       CROSS JOIN (SELECT * FROM users WHERE username = 'dr.weber') AS weber
       ON CONFLICT (username) DO NOTHING`,
      [count, DEVICE_USERNAME_PREFIX],
    );
    await client.query(
      `INSERT INTO user_roles (user_id, role_id)
       SELECT u.id, r.id FROM users u, roles r
       WHERE u.username LIKE $1 || '%' AND r.name = $2
       ON CONFLICT DO NOTHING`,
      [DEVICE_USERNAME_PREFIX, RoleName.doctor],
    );
    await client.query(
      `INSERT INTO reports (befund_id, user_id, patient_data, filename, file_key, file_size,
                            uploaded_by, critical, created_at, updated_at)
       SELECT 'DV' || lpad(u.id::text, 6, '0') || '-' || k, u.id,
              jsonb_build_object('nachname', 'Neumann', 'vorname', 'Lea', 'geburtsdatum', '1971-03-04'),
              u.lis_id || '_DV' || u.id || '-' || k || '_Neumann_Lea.pdf', md5('device-report-' || u.id || '-' || k),
              20000, (SELECT id FROM users WHERE username = 'labor'), k = 1,
              now() - interval '1 day', now() - interval '1 day'
       FROM users u CROSS JOIN generate_series(1, $2::int) AS k
       WHERE u.username LIKE $1 || '%'
         AND NOT EXISTS (SELECT 1 FROM reports r WHERE r.user_id = u.id)`,
      [DEVICE_USERNAME_PREFIX, REPORTS_PER_DOCTOR],
    );
    await client.query(
      `INSERT INTO tickets (subject, content, category_id, priority_id, status_id, recipient_id, created_by,
                            created_at, updated_at)
       SELECT 'Rückfrage zur Probe ' || k, 'Bitte senden Sie das Serum erneut, die Probe war hämolytisch.',
              $3, $4, $5, u.id, (SELECT id FROM users WHERE username = 'labor'),
              now() - interval '1 day', now() - interval '1 day'
       FROM users u CROSS JOIN generate_series(1, $2::int) AS k
       WHERE u.username LIKE $1 || '%'
         AND NOT EXISTS (SELECT 1 FROM tickets t WHERE t.recipient_id = u.id)`,
      [
        DEVICE_USERNAME_PREFIX,
        TICKETS_PER_DOCTOR,
        TICKET_DEFAULT_CATEGORY_ID,
        TICKET_DEFAULT_PRIORITY_ID,
        TicketStatusId.open,
      ],
    );
    await client.query('COMMIT');
    await client.query('ANALYZE users, reports, user_roles, tickets');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    await client.end();
  }
}
