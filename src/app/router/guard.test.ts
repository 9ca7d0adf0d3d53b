import { describe, expect, it } from 'vitest';
import type { AuthUser, PendingAuthUser } from '../../contract/authUser';
import { Permission, RoleName } from '../../contract/permissions';
import { decideNavigation } from './guard';

const DONE = '2026-01-01T00:00:00Z';

const doctor: AuthUser = {
  id: 4,
  uuid: 'u-4',
  username: 'dr.weber',
  vorname: 'Katharina',
  nachname: 'Weber',
  anrede: 'Frau',
  titel: 'Dr. med.',
  email: 'k.weber@example.org',
  phone: null,
  mobile: null,
  strasse: null,
  plz: null,
  ort: null,
  lis_id: '10001',
  language: 'de',
  roles: [RoleName.doctor],
  permissions: [Permission.listReports],
  twoFactorType: 'app',
  twoFactorSecret: true,
  twoFactorConfirmedAt: DONE,
  twoFactorAuthenticated: true,
  loginCredentialsSetAt: DONE,
  emailVerifiedAt: DONE,
  emailVerificationNotificationSentAt: null,
  vorletzterLogin: null,
  forumRulesConfirmedAt: null,
};

const dashboard = { name: 'dashboard', layout: 'backend' } as const;
const reports = { name: 'reports', layout: 'backend', gate: Permission.listReports } as const;

describe('navigation guard', () => {
  it('lets anyone open a public page', () => {
    expect(decideNavigation({ name: 'agb', layout: 'public' }, '/agb', null)).toEqual({ kind: 'proceed' });
  });

  it('sends a visitor without a known user to login with the wanted path', () => {
    expect(decideNavigation(reports, '/backend/reports?search=x', null)).toEqual({
      kind: 'login',
      redirect: '/backend/reports?search=x',
    });
  });

  it('checks the onboarding steps in the order of spec §2', () => {
    const steps = [
      [{ emailVerifiedAt: null, loginCredentialsSetAt: null, twoFactorConfirmedAt: null }, 'verify-email'],
      [
        { loginCredentialsSetAt: null, twoFactorConfirmedAt: null, twoFactorAuthenticated: false },
        'first-run-change-password',
      ],
      [{ twoFactorConfirmedAt: null, twoFactorAuthenticated: false }, 'first-run-enable-two-factor-auth'],
    ] as const;
    for (const [missing, to] of steps) {
      expect(decideNavigation(dashboard, '/backend', { ...doctor, ...missing })).toEqual({
        kind: 'redirect',
        to,
      });
    }
  });

  it('sends a user who has not passed two-factor in this session to the challenge, keeping the wanted path', () => {
    expect(
      decideNavigation(reports, '/backend/reports', { ...doctor, twoFactorAuthenticated: false }),
    ).toEqual({
      kind: 'redirect',
      to: 'login-two-factor-challenge',
      redirect: '/backend/reports',
    });
  });

  it('sends a pending login, known only by its flags (no profile), to the challenge', () => {
    const pending: PendingAuthUser = {
      emailVerifiedAt: DONE,
      loginCredentialsSetAt: DONE,
      twoFactorConfirmedAt: DONE,
      twoFactorType: 'mail',
      twoFactorAuthenticated: false,
    };
    expect(decideNavigation(reports, '/backend/reports', pending)).toEqual({
      kind: 'redirect',
      to: 'login-two-factor-challenge',
      redirect: '/backend/reports',
    });
    expect(decideNavigation({ name: 'first-run-newsletter', layout: 'wizard' }, '/x', pending)).toEqual({
      kind: 'redirect',
      to: 'login-two-factor-challenge',
    });
  });

  it('keeps a user on the wizard step that is theirs and moves them on from a later one', () => {
    const noCredentials = { ...doctor, loginCredentialsSetAt: null, twoFactorConfirmedAt: null };
    const step2 = { name: 'first-run-change-password', layout: 'wizard' } as const;
    const step3 = { name: 'first-run-enable-two-factor-auth', layout: 'wizard' } as const;
    expect(decideNavigation(step2, '/first-run/change-password', noCredentials)).toEqual({ kind: 'proceed' });
    expect(decideNavigation(step3, '/first-run/two-factor-authentication', noCredentials)).toEqual({
      kind: 'redirect',
      to: 'first-run-change-password',
    });
  });

  it('lets a session that passed two-factor go on after two-factor was switched off in the settings', () => {
    expect(
      decideNavigation(dashboard, '/backend', { ...doctor, twoFactorConfirmedAt: null, twoFactorType: null }),
    ).toEqual({
      kind: 'proceed',
    });
  });

  it('refuses a route whose gate the user lacks', () => {
    expect(decideNavigation({ ...reports, gate: Permission.uploadReports }, '/x', doctor)).toEqual({
      kind: 'forbidden',
    });
  });

  it('refuses an admin route to a non-admin even with the gate', () => {
    expect(decideNavigation({ ...reports, admin: true }, '/x', doctor)).toEqual({ kind: 'forbidden' });
  });

  it('proceeds when the user holds the gate', () => {
    expect(decideNavigation(reports, '/x', doctor)).toEqual({ kind: 'proceed' });
  });
});
