import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../contract/authUser';
import { Permission, RoleName } from '../../contract/permissions';
import { decideNavigation } from './guard';

const doctor: AuthUser = {
  id: 4,
  uuid: 'u-4',
  vorname: 'Julia',
  nachname: 'Weber',
  anrede: 'Frau',
  titel: 'Dr. med.',
  language: 'de',
  roles: [RoleName.doctor],
  permissions: [Permission.listReports],
  emailVerifiedAt: '2026-01-01T00:00:00Z',
  loginCredentialsSetAt: '2026-01-01T00:00:00Z',
  twoFactorConfirmedAt: '2026-01-01T00:00:00Z',
  twoFactorAuthenticated: true,
  vorletzterLogin: null,
};

describe('navigation guard', () => {
  it('lets anyone open a public page', () => {
    expect(decideNavigation({ layout: 'public' }, '/agb', null)).toEqual({ kind: 'proceed' });
  });

  it('sends a visitor without a known user to login with the wanted path', () => {
    expect(decideNavigation({ layout: 'backend' }, '/backend/reports?search=x', null)).toEqual({
      kind: 'login',
      redirect: '/backend/reports?search=x',
    });
  });

  it('refuses a route whose gate the user lacks', () => {
    expect(decideNavigation({ layout: 'backend', gate: Permission.uploadReports }, '/x', doctor)).toEqual({
      kind: 'forbidden',
    });
  });

  it('refuses an admin route to a non-admin even with the gate', () => {
    expect(
      decideNavigation({ layout: 'backend', gate: Permission.listReports, admin: true }, '/x', doctor),
    ).toEqual({
      kind: 'forbidden',
    });
  });

  it('proceeds when the user holds the gate', () => {
    expect(decideNavigation({ layout: 'backend', gate: Permission.listReports }, '/x', doctor)).toEqual({
      kind: 'proceed',
    });
  });
});
