// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../api/ApiRequestError';
import { signIn } from './loginApi';

const sessionLost = vi.hoisted(() => vi.fn());
vi.mock('../../session/sessionLost', () => ({ handleSessionLost: sessionLost }));

const credentials = { username: 'labor', password: 'Demo#Labor2026' };

/** Answers the calls in order and records their paths. */
function serverAnswering(...answers: Response[]) {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      paths.push(path);
      const answer = answers.shift();
      if (!answer) throw new Error(`unexpected call to ${path}`);
      return answer;
    }),
  );
  return paths;
}

const noContent = () => new Response(null, { status: 204 });
const tokenMismatch = () => Response.json({ message: 'CSRF token mismatch.' }, { status: 419 });

afterEach(() => {
  vi.unstubAllGlobals();
  sessionLost.mockClear();
});

describe('signing in right after a logout', () => {
  it('fetches a fresh XSRF cookie and sends the credentials again when a stale token is refused', async () => {
    document.cookie = 'XSRF-TOKEN=stale';
    const paths = serverAnswering(
      tokenMismatch(),
      noContent(),
      Response.json({ two_factor: true }),
      noContent(),
    );
    await expect(signIn(credentials)).resolves.toEqual({ two_factor: true });
    expect(paths).toEqual(['/login', '/sanctum/csrf-cookie', '/login', '/sanctum/csrf-cookie']);
    expect(sessionLost).not.toHaveBeenCalled();
  });

  it('treats a second refusal as the session loss it is', async () => {
    document.cookie = 'XSRF-TOKEN=stale';
    serverAnswering(tokenMismatch(), noContent(), tokenMismatch());
    await expect(signIn(credentials)).rejects.toBeInstanceOf(ApiRequestError);
    expect(sessionLost).toHaveBeenCalledTimes(1);
    expect(sessionLost).toHaveBeenCalledWith(419);
  });
});
