/**
 * A local OpenID provider to try single sign-on for staff (issue 29, README 'Single sign-on for
 * staff'): the certified `oidc-provider` package with test identities for the demo laboratory and
 * a login page that only asks which identity to be. For development and the e2e test only: no
 * passwords, loopback only.
 *
 *   node --import tsx scripts/dev-oidc-provider.ts [--port 9400] [--portal http://127.0.0.1:8080]
 *
 * It prints the environment the portal needs (OIDC_PROVIDERS=lab ...) and, last, `ready <issuer>`.
 * The identities: markus.brandt (the demo's labor, group kc-labor, signed in with MFA),
 * markus.brandt-ohne-mfa (the same person without MFA: the portal's own second factor follows),
 * sabine.hoffmann (the demo's admin, whose account the administrator did not allow to be linked),
 * k.weber (a doctor: refused) and unbekannt (an address the portal does not know).
 */
import { parseArgs } from 'node:util';
import { ssoCallbackPath } from '../src/contract/sso';
import { startOidcTestProvider, type OidcTestAccount } from '../server/testing/oidcTestProvider';

const LABOR = 'markus.brandt@labor-sommerfeld.example.org';
const ACCOUNTS: Record<string, OidcTestAccount> = {
  'markus.brandt': {
    email: LABOR,
    email_verified: true,
    groups: ['kc-labor'],
    amr: ['pwd', 'mfa'],
    name: 'Markus Brandt',
  },
  'markus.brandt-ohne-mfa': { email: LABOR, email_verified: true, groups: ['kc-labor'], amr: ['pwd'] },
  'sabine.hoffmann': {
    email: 'sabine.hoffmann@labor-sommerfeld.example.org',
    email_verified: true,
    groups: ['kc-admin'],
    amr: ['pwd', 'mfa'],
  },
  'k.weber': {
    email: 'k.weber@hausarzt-rathenauplatz.example.org',
    email_verified: true,
    groups: ['kc-labor'],
    amr: ['pwd', 'mfa'],
  },
  unbekannt: {
    email: 'unbekannt@example.org',
    email_verified: true,
    groups: ['kc-labor'],
    amr: ['pwd', 'mfa'],
  },
};

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '9400' },
    portal: { type: 'string', default: 'http://127.0.0.1:8080' },
  },
});
const portal = (values.portal ?? '').replace(/\/+$/, '');
const idp = await startOidcTestProvider({
  port: Number(values.port),
  redirectUris: [`${portal}${ssoCallbackPath('lab')}`],
  accounts: ACCOUNTS,
});

const env = {
  OIDC_PROVIDERS: 'lab',
  OIDC_LAB_ISSUER: idp.issuer,
  OIDC_LAB_CLIENT_ID: idp.clientId,
  OIDC_LAB_CLIENT_SECRET: idp.clientSecret,
  OIDC_LAB_LABEL: 'Labor-Konto',
  OIDC_LAB_ROLES: 'kc-labor=Labor,kc-admin=Admin',
  OIDC_LAB_MFA_REPLACES_SECOND_FACTOR: 'true',
};
console.log('# The portal needs this environment:');
for (const [name, value] of Object.entries(env)) console.log(`export ${name}='${value}'`);
console.log(`ready ${idp.issuer}`);

const stop = () => void idp.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
