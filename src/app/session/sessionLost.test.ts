// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../../contract/authUser';
import { handleSessionLost, setSessionNavigator } from './sessionLost';
import { forgetSignedInUser, rememberSignedInUser } from './sessionState';

const user = { uuid: 'u-7' } as AuthUser;

describe('a lost session', () => {
  const navigate = vi.fn();
  beforeEach(() => {
    navigate.mockReset();
    setSessionNavigator(navigate);
    rememberSignedInUser(user);
  });

  it('sends a known user to the login with the auto-logout notice on a 419', () => {
    handleSessionLost(419);
    expect(navigate).toHaveBeenCalledWith('/login?autologout=1');
  });

  it('is not reported for a request that was under way when the user signed out here', () => {
    // The explicit logout navigates to the login page itself; a late 419 or 401 must not override it.
    forgetSignedInUser({ signedOut: true });
    handleSessionLost(419);
    handleSessionLost(401);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('is reported again once someone has signed in after the logout', () => {
    forgetSignedInUser({ signedOut: true });
    rememberSignedInUser(user);
    handleSessionLost(419);
    expect(navigate).toHaveBeenCalledWith('/login?autologout=1');
  });
});
