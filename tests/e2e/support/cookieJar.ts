/**
 * The cookies of one signed-in client outside a browser, as the e2e's second sessions
 * (apiSession.ts) and the benchmark's devices (tests/benchmarks/deviceSession.ts) hold them: every
 * `Set-Cookie` of an answer kept by name, sent back as `Cookie`, and the XSRF-TOKEN cookie's value
 * echoed as the `X-XSRF-TOKEN` header the server checks on state-changing requests.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** The `Cookie` and `X-XSRF-TOKEN` headers of the next request. */
  headers(): Record<string, string> {
    return {
      Cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      'X-XSRF-TOKEN': decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? ''),
    };
  }

  /**
   * A request of this client: JSON in and out, a FormData body as multipart (fetch sets its type),
   * the jar's cookies and XSRF header, then `headers`.
   */
  requestInit(method: string, body?: unknown, headers: Record<string, string> = {}): RequestInit {
    const multipart = body instanceof FormData;
    return {
      method,
      headers: {
        Accept: 'application/json',
        ...(body === undefined || multipart ? {} : { 'Content-Type': 'application/json' }),
        ...this.headers(),
        ...headers,
      },
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
    };
  }

  /** Keeps the cookies an answer sets. */
  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) this.cookies.set(name, value.join('='));
    }
  }
}
