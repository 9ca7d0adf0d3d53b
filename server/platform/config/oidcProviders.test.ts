import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const LAB = {
  OIDC_PROVIDERS: 'lab',
  OIDC_LAB_ISSUER: 'https://id.example.org/realms/lab',
  OIDC_LAB_CLIENT_ID: 'kundencenter',
  OIDC_LAB_CLIENT_SECRET: 'a-client-secret',
  OIDC_LAB_ROLES: 'kc-labor=Labor, kc-admin=Admin',
};

describe('single sign-on providers in the configuration', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'kc-oidc-config-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });
  const problems = (env: Record<string, string>) => {
    try {
      load(env);
    } catch (error) {
      if (error instanceof ConfigError) return error.issues.map((issue) => issue.variable);
      throw error;
    }
    throw new Error('expected a ConfigError');
  };

  it('has none without OIDC_PROVIDERS', () => {
    expect(load({}).oidcProviders).toEqual([]);
  });

  it('reads a provider with its defaults: label the id, groups claim, MFA does not replace the second factor', () => {
    const [provider] = load(LAB).oidcProviders ?? [];
    expect(provider).toMatchObject({
      id: 'lab',
      label: 'lab',
      issuer: 'https://id.example.org/realms/lab',
      clientId: 'kundencenter',
      clientSecret: 'a-client-secret',
      roleClaim: 'groups',
      mfaReplacesSecondFactor: false,
      mfaAmr: ['mfa'],
      mfaAcr: [],
    });
    expect(Object.fromEntries(provider?.roles ?? [])).toEqual({
      'kc-labor': ['Labor'],
      'kc-admin': ['Admin'],
    });
  });

  it('reads the label, the claim and what proves MFA', () => {
    const [provider] =
      load({
        ...LAB,
        OIDC_LAB_LABEL: 'Labor-Konto',
        OIDC_LAB_ROLE_CLAIM: 'roles',
        OIDC_LAB_MFA_REPLACES_SECOND_FACTOR: 'true',
        OIDC_LAB_MFA_AMR: 'mfa,hwk',
        OIDC_LAB_MFA_ACR: 'urn:example:loa:2',
      }).oidcProviders ?? [];
    expect(provider).toMatchObject({
      label: 'Labor-Konto',
      roleClaim: 'roles',
      mfaReplacesSecondFactor: true,
      mfaAmr: ['mfa', 'hwk'],
      mfaAcr: ['urn:example:loa:2'],
    });
  });

  it('fails at start naming every missing variable of a provider', () => {
    expect(problems({ OIDC_PROVIDERS: 'lab' })).toEqual([
      'OIDC_LAB_ISSUER',
      'OIDC_LAB_CLIENT_ID',
      'OIDC_LAB_CLIENT_SECRET',
      'OIDC_LAB_ROLES',
    ]);
  });

  it('refuses an issuer on plain http except on a loopback host', () => {
    expect(problems({ ...LAB, OIDC_LAB_ISSUER: 'http://id.example.org' })).toEqual(['OIDC_LAB_ISSUER']);
    expect(load({ ...LAB, OIDC_LAB_ISSUER: 'http://127.0.0.1:9400' }).oidcProviders).toHaveLength(1);
  });

  it('refuses a role mapping that is not group=Role pairs or grants the doctors role', () => {
    expect(problems({ ...LAB, OIDC_LAB_ROLES: 'kc-labor' })).toEqual(['OIDC_LAB_ROLES']);
    expect(problems({ ...LAB, OIDC_LAB_ROLES: 'aerzte=Arzt' })).toEqual(['OIDC_LAB_ROLES']);
  });

  it('refuses a bad switch, a bad id and a provider named twice', () => {
    expect(problems({ ...LAB, OIDC_LAB_MFA_REPLACES_SECOND_FACTOR: 'yes' })).toEqual([
      'OIDC_LAB_MFA_REPLACES_SECOND_FACTOR',
    ]);
    expect(problems({ OIDC_PROVIDERS: 'lab_1' })).toEqual(['OIDC_PROVIDERS']);
    expect(problems({ ...LAB, OIDC_PROVIDERS: 'lab,lab' })).toEqual(['OIDC_PROVIDERS']);
  });

  it('never repeats the client secret in its message', () => {
    expect(() => load({ ...LAB, OIDC_LAB_ROLES: '' })).toThrow(ConfigError);
    expect(() => load({ ...LAB, OIDC_LAB_ROLES: '' })).not.toThrow(/a-client-secret/);
  });
});
