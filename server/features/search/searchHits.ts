/**
 * The hits of each kind the viewer may see: every query adds the entity's one visibility rule
 * (reports: reportAccess, tickets: ticketAccess's seesTicket in SQL, demands: reportDemandAccess)
 * and the kind's list permission, so the search never shows what the lists would not. Titles and
 * details are marked with the contract's `markMatches`, the same marking the device's offline
 * search uses.
 */
import { and, desc, sql, type SQL } from 'drizzle-orm';
import { SEARCH_HITS_PER_KIND } from '../../../src/contract/constants';
import { Permission, RoleName } from '../../../src/contract/permissions';
import { markMatches, searchExcerpt, type SearchHit, type SearchKind } from '../../../src/contract/search';
import type { AppDb } from '../../platform/db/database';
import { offices, reportDemands, reports, roles, tickets, userRoles, users } from '../../platform/db/schema';
import {
  demandSearchText,
  officeSearchText,
  ticketSearchText,
  userSearchText,
} from '../../platform/db/schema/searchText';
import { visibleDemands } from '../reportDemands';
import { visibleReports } from '../reports';
import { visibleTickets } from '../tickets';
import { searchMatch } from '../../platform/db/searchMatch';

export interface SearchViewer {
  id: number;
  permissions: readonly string[];
}

export interface SearchInput {
  search: string;
  words: readonly string[];
}

type KindSearch = (db: AppDb, viewer: SearchViewer, input: SearchInput) => Promise<SearchHit[]>;

const patientName = (patient: { nachname: string; vorname: string }) =>
  [patient.nachname, patient.vorname].filter(Boolean).join(', ');
const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');
const iso = (date: Date) => date.toISOString();

const reportHits: KindSearch = async (db, viewer, { search, words }) => {
  const match = searchMatch(sql`${reports.searchText}`, search, words);
  const rows = await db
    .select({
      id: reports.id,
      uuid: reports.uuid,
      befundId: reports.befundId,
      patient: reports.patientData,
      createdAt: reports.createdAt,
    })
    .from(reports)
    .where(and(visibleReports(viewer), match.where))
    .orderBy(desc(match.rank), desc(reports.createdAt))
    .limit(SEARCH_HITS_PER_KIND);
  return rows.map((row) => ({
    kind: 'report',
    id: String(row.id),
    uuid: row.uuid,
    title: markMatches(patientName(row.patient), words),
    detail: markMatches(row.befundId, words),
    date: iso(row.createdAt),
  }));
};

const demandHits: KindSearch = async (db, viewer, { search, words }) => {
  const match = searchMatch(demandSearchText(reportDemands), search, words);
  const rows = await db
    .select({
      id: reportDemands.id,
      uuid: reportDemands.uuid,
      befundId: reportDemands.befundId,
      patient: reportDemands.patientData,
      createdAt: reportDemands.createdAt,
    })
    .from(reportDemands)
    .where(and(visibleDemands(viewer), match.where))
    .orderBy(desc(match.rank), desc(reportDemands.createdAt))
    .limit(SEARCH_HITS_PER_KIND);
  return rows.map((row) => ({
    kind: 'demand',
    id: row.uuid,
    uuid: row.uuid,
    title: markMatches(patientName(row.patient), words),
    detail: markMatches(row.befundId, words),
    date: iso(row.createdAt),
  }));
};

const ticketHits: KindSearch = async (db, viewer, { search, words }) => {
  const match = searchMatch(ticketSearchText(tickets), search, words);
  const rows = await db
    .select({
      id: tickets.id,
      uuid: tickets.uuid,
      subject: tickets.subject,
      content: tickets.content,
      createdAt: tickets.createdAt,
    })
    .from(tickets)
    .where(and(visibleTickets(viewer), match.where))
    .orderBy(desc(match.rank), desc(tickets.createdAt))
    .limit(SEARCH_HITS_PER_KIND);
  return rows.map((row) => ({
    kind: 'ticket',
    id: row.uuid,
    uuid: row.uuid,
    title: markMatches(row.subject, words),
    detail: markMatches(searchExcerpt(row.content, words), words),
    date: iso(row.createdAt),
  }));
};

/** Doctors: the users holding the doctor role. */
const doctorHits: KindSearch = async (db, _viewer, { search, words }) => {
  const match = searchMatch(userSearchText(users), search, words);
  const isDoctor: SQL = sql`exists (select 1 from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
    where ${userRoles.userId} = ${users.id} and ${roles.name} = ${RoleName.doctor})`;
  const rows = await db
    .select({
      id: users.id,
      uuid: users.uuid,
      titel: users.titel,
      vorname: users.vorname,
      nachname: users.nachname,
      lisId: users.lisId,
      ort: users.ort,
    })
    .from(users)
    .where(and(isDoctor, match.where))
    .orderBy(desc(match.rank), users.nachname, users.id)
    .limit(SEARCH_HITS_PER_KIND);
  return rows.map((row) => ({
    kind: 'doctor',
    id: String(row.id),
    uuid: row.uuid,
    title: markMatches([row.titel, row.vorname, row.nachname].filter(Boolean).join(' '), words),
    detail: markMatches(joined(row.lisId, row.ort), words),
    date: null,
  }));
};

const officeHits: KindSearch = async (db, _viewer, { search, words }) => {
  const match = searchMatch(officeSearchText(offices), search, words);
  const rows = await db
    .select({
      id: offices.id,
      uuid: offices.uuid,
      name: offices.name,
      lisId: offices.lisId,
      ort: offices.ort,
    })
    .from(offices)
    .where(match.where)
    .orderBy(desc(match.rank), offices.name, offices.id)
    .limit(SEARCH_HITS_PER_KIND);
  return rows.map((row) => ({
    kind: 'office',
    id: String(row.id),
    uuid: row.uuid,
    title: markMatches(row.name, words),
    detail: markMatches(joined(row.lisId, row.ort), words),
    date: null,
  }));
};

/** Each kind, and the permission that lists it (spec §6): without it the kind is not searched. */
const KINDS: Record<SearchKind, { permission: string; hits: KindSearch }> = {
  report: { permission: Permission.listReports, hits: reportHits },
  doctor: { permission: Permission.listDoctors, hits: doctorHits },
  office: { permission: Permission.listOffices, hits: officeHits },
  ticket: { permission: Permission.listTickets, hits: ticketHits },
  demand: { permission: Permission.listReportDemands, hits: demandHits },
};

export async function searchAll(db: AppDb, viewer: SearchViewer, input: SearchInput): Promise<SearchHit[]> {
  const searched = Object.entries(KINDS).filter(([, kind]) => viewer.permissions.includes(kind.permission));
  const groups = await Promise.all(searched.map(([, kind]) => kind.hits(db, viewer, input)));
  return groups.flat();
}
