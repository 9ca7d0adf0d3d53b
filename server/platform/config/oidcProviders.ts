/**
 * Single sign-on providers for staff (issue 29), read from the environment:
 *
 *   OIDC_PROVIDERS=lab                          the providers' ids, comma-separated (a-z, 0-9, -)
 *   OIDC_LAB_ISSUER=https://id.example.org/realms/lab
 *   OIDC_LAB_CLIENT_ID=kundencenter
 *   OIDC_LAB_CLIENT_SECRET=...
 *   OIDC_LAB_LABEL=Labor-Konto                  the button's name (default: the id)
 *   OIDC_LAB_ROLE_CLAIM=groups                  the ID token claim naming the groups (default groups)
 *   OIDC_LAB_ROLES=kc-labor=Labor,kc-admin=Admin   group → portal role; Arzt is never granted
 *   OIDC_LAB_MFA_REPLACES_SECOND_FACTOR=true    the provider's MFA stands for the portal's 2FA
 *   OIDC_LAB_MFA_AMR=mfa,hwk,otp                amr values that prove MFA (default mfa)
 *   OIDC_LAB_MFA_ACR=...                        acr values that prove MFA (default none)
 *
 * Kept apart from config.ts so the main schema stays readable; every problem is a ConfigIssue.
 */
import { RoleName } from '../../../src/contract/permissions';
import type { ConfigIssue } from './configError';
import { isLoopbackHost } from '../net/clientAddress';

export interface OidcProviderConfig {
  /** URL-safe, in the start and callback paths. */
  id: string;
  label: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  roleClaim: string;
  /** Group name → portal role names. */
  roles: ReadonlyMap<string, readonly string[]>;
  mfaReplacesSecondFactor: boolean;
  mfaAmr: readonly string[];
  mfaAcr: readonly string[];
}

const PROVIDER_ID = /^[a-z0-9][a-z0-9-]{0,31}$/;
const DEFAULT_MFA_AMR = ['mfa'];

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

const envName = (id: string, key: string) => `OIDC_${id.toUpperCase().replace(/-/g, '_')}_${key}`;

/** https, or http on a loopback host (a provider on the developer's machine). */
function issuerProblem(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol === 'https:') return null;
    if (url.protocol === 'http:' && isLoopbackHost(url.hostname.replace(/^\[|\]$/g, ''))) return null;
  } catch {
    // falls through
  }
  return 'must be an https URL (http only on a loopback host)';
}

function parseRoles(value: string): ReadonlyMap<string, readonly string[]> | string {
  const roles = new Map<string, string[]>();
  for (const pair of list(value)) {
    const [group, role, ...rest] = pair.split('=').map((part) => part.trim());
    if (!group || !role || rest.length > 0) return 'must be group=Role pairs separated by commas';
    if (role === RoleName.doctor)
      return `must not grant the role ${RoleName.doctor}: doctors never sign in by SSO`;
    roles.set(group, [...(roles.get(group) ?? []), role]);
  }
  return roles.size > 0 ? roles : 'must map at least one group to a role (group=Role)';
}

function parseBoolean(value: string | undefined): boolean | null {
  const normal = (value ?? 'false').trim().toLowerCase();
  if (normal === 'true' || normal === '1') return true;
  if (normal === 'false' || normal === '0' || normal === '') return false;
  return null;
}

export function loadOidcProviders(env: NodeJS.ProcessEnv, issues: ConfigIssue[]): OidcProviderConfig[] {
  const ids = list(env['OIDC_PROVIDERS']).map((id) => id.toLowerCase());
  const providers: OidcProviderConfig[] = [];
  if (new Set(ids).size !== ids.length) {
    issues.push({ variable: 'OIDC_PROVIDERS', problem: 'names a provider twice' });
    return providers;
  }
  for (const id of ids) {
    if (!PROVIDER_ID.test(id)) {
      issues.push({
        variable: 'OIDC_PROVIDERS',
        problem: 'must be provider ids of letters, digits and -, separated by commas',
      });
      continue;
    }
    const read = (key: string) => env[envName(id, key)]?.trim() || undefined;
    const problem = (key: string, text: string) => issues.push({ variable: envName(id, key), problem: text });
    const before = issues.length;

    const issuer = read('ISSUER');
    if (!issuer) problem('ISSUER', 'is required for every provider of OIDC_PROVIDERS');
    else {
      const wrong = issuerProblem(issuer);
      if (wrong) problem('ISSUER', wrong);
    }
    const clientId = read('CLIENT_ID');
    if (!clientId) problem('CLIENT_ID', 'is required for every provider of OIDC_PROVIDERS');
    const clientSecret = read('CLIENT_SECRET');
    if (!clientSecret) problem('CLIENT_SECRET', 'is required for every provider of OIDC_PROVIDERS');
    const rolesValue = read('ROLES');
    const roles = rolesValue
      ? parseRoles(rolesValue)
      : 'is required: which group gives which role (group=Role)';
    if (typeof roles === 'string') problem('ROLES', roles);
    const mfaReplaces = parseBoolean(read('MFA_REPLACES_SECOND_FACTOR'));
    if (mfaReplaces === null) problem('MFA_REPLACES_SECOND_FACTOR', "must be 'true', 'false', '1' or '0'");
    const mfaAmr = read('MFA_AMR') === undefined ? DEFAULT_MFA_AMR : list(read('MFA_AMR'));
    const mfaAcr = list(read('MFA_ACR'));
    if (mfaReplaces && mfaAmr.length === 0 && mfaAcr.length === 0) {
      problem('MFA_AMR', 'or MFA_ACR must name what proves MFA when the provider replaces the second factor');
    }
    if (issues.length > before || !issuer || !clientId || !clientSecret || typeof roles === 'string')
      continue;
    providers.push({
      id,
      label: read('LABEL') ?? id,
      issuer,
      clientId,
      clientSecret,
      roleClaim: read('ROLE_CLAIM') ?? 'groups',
      roles,
      mfaReplacesSecondFactor: mfaReplaces === true,
      mfaAmr,
      mfaAcr,
    });
  }
  return providers;
}
