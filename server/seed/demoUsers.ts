/**
 * The users of the demo laboratory, one per kind of account the portal knows: an administrator, a
 * member of lab staff, two established doctors (one working in two practices) and a doctor who was
 * invited but has not verified the e-mail yet. The established ones get their password and app
 * two-factor from demoData.ts (demoCredentials.ts).
 */
import { RoleName } from '../../src/contract/permissions';
import type { NewUser } from '../platform/db/schema';
import { DemoOffice } from './demoOffices';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DemoUser extends Omit<NewUser, 'username'> {
  username: string;
  role: RoleName;
  offices: readonly DemoOffice[];
}

/** Timestamps relative to the seeding moment, so the demo always looks recent. */
export function demoUsers(now: Date): readonly DemoUser[] {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  return [
    {
      username: 'admin',
      role: RoleName.admin,
      offices: [],
      anrede: 'Frau',
      vorname: 'Sabine',
      nachname: 'Hoffmann',
      email: 'sabine.hoffmann@labor-sommerfeld.example.org',
      phone: '+49 6221 8930110',
      strasse: 'Im Neuenheimer Feld 582',
      plz: '69120',
      ort: 'Heidelberg',
      country: 'DE',
      emailVerifiedAt: daysAgo(400),
      // Single sign-on (issue 29): the administrator has not allowed her account to be linked.
      ssoLinkAllowed: false,
      // Established accounts have signed in before: the sidebar shows the previous login.
      letzterLogin: daysAgo(1),
    },
    {
      username: 'labor',
      role: RoleName.lab,
      offices: [],
      anrede: 'Herr',
      vorname: 'Markus',
      nachname: 'Brandt',
      email: 'markus.brandt@labor-sommerfeld.example.org',
      phone: '+49 6221 8930245',
      strasse: 'Im Neuenheimer Feld 582',
      plz: '69120',
      ort: 'Heidelberg',
      country: 'DE',
      emailVerifiedAt: daysAgo(380),
      letzterLogin: daysAgo(2),
      // Single sign-on (issue 29): his first sign-in at the lab's provider may link this account.
      ssoLinkAllowed: true,
    },
    {
      username: 'dr.weber',
      role: RoleName.doctor,
      offices: [DemoOffice.weberKoeln, DemoOffice.weberBonn],
      anrede: 'Frau',
      titel: 'Dr. med.',
      vorname: 'Katharina',
      nachname: 'Weber',
      email: 'k.weber@hausarzt-rathenauplatz.example.org',
      phone: '+49 221 4589320',
      mobile: '+49 151 23847719',
      strasse: 'Rathenauplatz 14',
      plz: '50674',
      ort: 'Köln',
      country: 'DE',
      lisId: 'A-100483',
      invitedAt: daysAgo(300),
      emailVerifiedAt: daysAgo(299),
      letzterLogin: daysAgo(3),
    },
    {
      username: 'dr.klein',
      role: RoleName.doctor,
      offices: [DemoOffice.kleinMuenchen],
      anrede: 'Herr',
      titel: 'Dr. med.',
      vorname: 'Stefan',
      nachname: 'Klein',
      email: 's.klein@internisten-schwabing.example.org',
      phone: '+49 89 30657780',
      mobile: '+49 172 5518204',
      strasse: 'Belgradstraße 31',
      plz: '80796',
      ort: 'München',
      country: 'DE',
      lisId: 'A-100517',
      invitedAt: daysAgo(210),
      emailVerifiedAt: daysAgo(208),
      letzterLogin: daysAgo(5),
    },
    {
      username: 'dr.neu',
      role: RoleName.doctor,
      offices: [DemoOffice.neuHamburg],
      anrede: 'Herr',
      titel: 'Dr. med.',
      vorname: 'Jonas',
      nachname: 'Neumann',
      email: 'j.neumann@allgemeinmedizin-eppendorf.example.org',
      phone: '+49 40 46882310',
      strasse: 'Lehmweg 9',
      plz: '20251',
      ort: 'Hamburg',
      country: 'DE',
      lisId: 'A-100602',
      invitedAt: daysAgo(2),
    },
  ];
}
