import { describe, expect, it } from 'vitest';
import { passkeyCapability } from './passkeyCapability';

describe('what a passkey can do', () => {
  const here = new Set(['cred-here']);

  it('is sign-in only without PRF, even with a copy here', () => {
    expect(passkeyCapability({ prf: false, credential_id: 'cred-here' }, here)).toBe('signInOnly');
  });

  it('unlocks the offline data on the device that holds its copy of the vault key', () => {
    expect(passkeyCapability({ prf: true, credential_id: 'cred-here' }, here)).toBe('unlocksHere');
    expect(passkeyCapability({ prf: true, credential_id: 'cred-other' }, here)).toBe('unlocksElsewhere');
  });
});
