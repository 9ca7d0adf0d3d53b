/**
 * Whether an ID token proves multi-factor authentication at the provider: one of its `amr` values
 * (RFC 8176: `mfa`, `hwk`, `otp`, ...) or its `acr` is among those the configuration names. Only
 * then, and only where the provider is configured to replace it, the portal's second factor is
 * skipped; a token without these claims proves nothing.
 */
import type { OidcProviderConfig } from '../../platform/config/config';

export interface MfaClaims {
  amr?: unknown;
  acr?: unknown;
}

export function provesMfa(
  provider: Pick<OidcProviderConfig, 'mfaAmr' | 'mfaAcr'>,
  claims: MfaClaims,
): boolean {
  const amr = Array.isArray(claims.amr) ? claims.amr.filter((value) => typeof value === 'string') : [];
  if (amr.some((value) => provider.mfaAmr.includes(value))) return true;
  return typeof claims.acr === 'string' && provider.mfaAcr.includes(claims.acr);
}

export const mfaReplacesSecondFactor = (provider: OidcProviderConfig, claims: MfaClaims): boolean =>
  provider.mfaReplacesSecondFactor && provesMfa(provider, claims);
