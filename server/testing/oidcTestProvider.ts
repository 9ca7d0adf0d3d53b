/**
 * A real OpenID Provider (the `oidc-provider` package, certified) on an ephemeral loopback port, for
 * the single sign-on tests and for trying single sign-on locally (scripts/dev-oidc-provider.ts).
 * Its login page is a plain form choosing one of the configured accounts (no password: the accounts
 * are test identities); each account says which claims its ID token carries (e-mail and whether it
 * is verified, groups) and how it signed in (`amr`, e.g. ['pwd', 'mfa'], or none). Consent is
 * skipped: the portal is a first-party client.
 *
 *   const idp = await startOidcTestProvider({ redirectUris: [...], accounts: { ... } });
 *   idp.issuer; idp.clientId; idp.clientSecret; await idp.close();
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

export interface OidcTestAccount {
  email?: string;
  email_verified?: boolean;
  groups?: string[];
  name?: string;
  /** How the account signs in at the provider; absent: the ID token carries no `amr`. */
  amr?: string[];
}

export interface OidcTestProviderOptions {
  redirectUris: string[];
  /** By `sub`. */
  accounts: Record<string, OidcTestAccount>;
  clientId?: string;
  clientSecret?: string;
  /** Default 0: any free port. */
  port?: number;
}

export interface OidcTestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  accounts: Record<string, OidcTestAccount>;
  /** Seconds an authorization code lives (changeable per test; default 60). */
  codeTtlS: number;
  close(): Promise<void>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

async function formBody(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function loginPage(uid: string, accounts: Record<string, OidcTestAccount>): string {
  const options = Object.keys(accounts)
    .map((sub) => `<option value="${escapeHtml(sub)}">${escapeHtml(sub)}</option>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test identity provider</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head><body>
<h1>Test identity provider</h1>
<form method="post" action="/interaction/${escapeHtml(uid)}">
<label>Account <select name="account">${options}</select></label>
<button type="submit">Sign in</button></form></body></html>`;
}

export async function startOidcTestProvider(options: OidcTestProviderOptions): Promise<OidcTestProvider> {
  const clientId = options.clientId ?? 'kundencenter';
  const clientSecret = options.clientSecret ?? 'test-client-secret-test-client-secret';
  const handle = { codeTtlS: 60 };
  // Set once the server listens: the issuer names the port.
  const started: { provider?: Provider } = {};

  const interaction = async (request: IncomingMessage, response: ServerResponse, uid: string) => {
    const { provider } = started;
    if (!provider) throw new Error('provider not ready');
    if (request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(loginPage(uid, options.accounts));
      return;
    }
    const sub = (await formBody(request)).get('account') ?? '';
    const account = options.accounts[sub];
    if (!account) {
      response.writeHead(400).end('unknown account');
      return;
    }
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId: sub, ...(account.amr ? { amr: account.amr } : {}) } },
      { mergeWithLastSubmission: false },
    );
  };

  const server = createServer((request, response) => {
    const match = /^\/interaction\/([^/?]+)/.exec(request.url ?? '');
    if (match?.[1]) {
      interaction(request, response, match[1]).catch((error: unknown) => {
        response.writeHead(500).end(String(error));
      });
      return;
    }
    if (!started.provider) {
      response.writeHead(503).end();
      return;
    }
    void started.provider.callback()(request, response);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    claims: {
      // How the account signed in rides with every ID token, as Keycloak's and Entra's do.
      openid: ['sub', 'amr'],
      email: ['email', 'email_verified'],
      profile: ['name', 'groups'],
    },
    conformIdTokenClaims: false,
    findAccount: (_ctx: KoaContextWithOIDC, sub: string) => {
      const account = options.accounts[sub];
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          ...(account.email !== undefined ? { email: account.email } : {}),
          ...(account.email_verified !== undefined ? { email_verified: account.email_verified } : {}),
          ...(account.groups ? { groups: account.groups } : {}),
          ...(account.name ? { name: account.name } : {}),
        }),
      };
    },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    cookies: { keys: ['oidc-test-provider-cookie-key'] },
    ttl: {
      AuthorizationCode: () => handle.codeTtlS,
      Session: 3600,
      Interaction: 600,
      Grant: 3600,
      IdToken: 600,
      AccessToken: 600,
    },
  });
  // Never log the provider's errors to the console of a test run: the tests assert them.
  provider.on('server_error', () => undefined);
  started.provider = provider;

  return Object.assign(handle, {
    issuer,
    clientId,
    clientSecret,
    accounts: options.accounts,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  });
}
