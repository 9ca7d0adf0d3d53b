/**
 * The people around a ticket: its creator and recipient (uuids for scopes and channels, language
 * and address for notifications and mail), and the employees a ticket can be addressed or
 * forwarded to (`GET /api/users/employees`): active accounts that are ticket staff in the sense of
 * `isTicketStaff` (src/contract/ticketRules.ts), so whoever receives a ticket from a doctor works the
 * queue and may answer, forward and close it.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { ALL_REPORTS_PERMISSION } from '../../../src/contract/reportVisibility';
import { Permission } from '../../../src/contract/permissions';
import type { Employee } from '../../../src/contract/tickets';
import type { AppDb, AppTx } from '../../platform/db/database';
import {
  permissions,
  rolePermissions,
  roles,
  userRoles,
  users,
  type TicketRow,
} from '../../platform/db/schema';
import type { MailRecipient } from '../../platform/mail/templates/layout';

export type TicketPersonRow = MailRecipient & { id: number; uuid: string; active: boolean };

const personColumns = {
  id: users.id,
  uuid: users.uuid,
  active: users.active,
  email: users.email,
  anrede: users.anrede,
  titel: users.titel,
  vorname: users.vorname,
  nachname: users.nachname,
  language: users.language,
};

export async function peopleByIds(db: AppDb | AppTx, ids: readonly (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const rows: TicketPersonRow[] =
    wanted.length === 0 ? [] : await db.select(personColumns).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function personByUuid(db: AppDb | AppTx, uuid: string): Promise<TicketPersonRow | null> {
  const [row] = await db.select(personColumns).from(users).where(eq(users.uuid, uuid));
  return row ?? null;
}

export interface TicketParticipants {
  creator: TicketPersonRow | null;
  recipient: TicketPersonRow | null;
}

export async function participantsOf(
  db: AppDb | AppTx,
  ticket: Pick<TicketRow, 'createdBy' | 'recipientId'>,
): Promise<TicketParticipants> {
  const people = await peopleByIds(db, [ticket.createdBy, ticket.recipientId]);
  return {
    creator: ticket.createdBy === null ? null : (people.get(ticket.createdBy) ?? null),
    recipient: ticket.recipientId === null ? null : (people.get(ticket.recipientId) ?? null),
  };
}

/** The ids of active accounts holding both permissions of ticket staff. */
export async function ticketStaffIds(db: AppDb | AppTx): Promise<number[]> {
  const rows = await db
    .select({ userId: userRoles.userId, permission: permissions.name })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(inArray(permissions.name, [ALL_REPORTS_PERMISSION, Permission.listTickets]));
  const held = new Map<number, Set<string>>();
  for (const row of rows) held.set(row.userId, (held.get(row.userId) ?? new Set()).add(row.permission));
  return [...held].filter(([, names]) => names.size === 2).map(([id]) => id);
}

export async function isEmployee(db: AppDb | AppTx, userId: number): Promise<boolean> {
  return (await ticketStaffIds(db)).includes(userId);
}

export async function listEmployees(db: AppDb | AppTx): Promise<Employee[]> {
  const ids = await ticketStaffIds(db);
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: users.id,
      uuid: users.uuid,
      titel: users.titel,
      vorname: users.vorname,
      nachname: users.nachname,
      role: roles.name,
    })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(inArray(users.id, ids), eq(users.active, true)))
    .orderBy(asc(users.nachname), asc(users.vorname), asc(users.id), asc(roles.name));
  const byId = new Map<number, Employee>();
  for (const { role, ...person } of rows) {
    const employee = byId.get(person.id) ?? { ...person, roles: [] };
    if (role) employee.roles.push(role);
    byId.set(person.id, employee);
  }
  return [...byId.values()];
}

/** 'Dr. Katharina Weber': how notifications and conflict messages name a person. */
export const displayName = (person: { titel: string | null; vorname: string; nachname: string }): string =>
  [person.titel, person.vorname, person.nachname].filter(Boolean).join(' ');
