import { describe, expect, it } from 'vitest';
import type { OidcProviderConfig } from '../../platform/config/config';
import { mfaReplacesSecondFactor, provesMfa } from './mfaProof';

const provider = {
  id: 'lab',
  label: 'Lab',
  issuer: 'https://id.example.org',
  clientId: 'kc',
  clientSecret: 'secret',
  roleClaim: 'groups',
  roles: new Map([['kc-labor', ['Labor']]]),
  mfaReplacesSecondFactor: true,
  mfaAmr: ['mfa', 'hwk'],
  mfaAcr: ['urn:example:loa:2'],
} satisfies OidcProviderConfig;

describe('provesMfa', () => {
  it('counts an amr value the configuration names', () => {
    expect(provesMfa(provider, { amr: ['pwd', 'hwk'] })).toBe(true);
    expect(provesMfa(provider, { amr: ['pwd'] })).toBe(false);
  });

  it('counts an acr the configuration names', () => {
    expect(provesMfa(provider, { acr: 'urn:example:loa:2' })).toBe(true);
    expect(provesMfa(provider, { acr: 'urn:example:loa:1' })).toBe(false);
  });

  it('proves nothing without the claims or with claims of the wrong type', () => {
    expect(provesMfa(provider, {})).toBe(false);
    expect(provesMfa(provider, { amr: 'mfa', acr: ['urn:example:loa:2'] })).toBe(false);
  });
});

describe('mfaReplacesSecondFactor', () => {
  it('replaces the portal second factor only where configured and proven', () => {
    expect(mfaReplacesSecondFactor(provider, { amr: ['mfa'] })).toBe(true);
    expect(mfaReplacesSecondFactor({ ...provider, mfaReplacesSecondFactor: false }, { amr: ['mfa'] })).toBe(
      false,
    );
    expect(mfaReplacesSecondFactor(provider, { amr: ['pwd'] })).toBe(false);
  });
});
