/**
 * A real OpenID Connect provider on 127.0.0.1 standing in for Google in tests. Its login step is automatic: the
 * test says which account signs in next, or that the user denies access.
 */
import { createServer, type Server } from 'node:http';
import Provider from 'oidc-provider';

export interface OidcAccount {
  sub: string;
  email: string;
  name: string;
}

export interface TestOidcProvider {
  issuer: string;
  discoveryUrl: string;
  clientId: string;
  clientSecret: string;
  /** Who signs in at the next authorization, or 'deny' to answer access_denied. */
  next(account: OidcAccount | 'deny' | 'error'): void;
  close(): Promise<void>;
}

/** `redirectUri` is the app's OAuth callback, e.g. http://127.0.0.1:PORT/api/auth/callback/google. */
export async function startOidcProvider(port: number, redirectUri: string): Promise<TestOidcProvider> {
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'imtahan-test';
  const clientSecret = 'imtahan-test-secret-0123456789abcdef';
  const accounts = new Map<string, OidcAccount>();
  let nextLogin: OidcAccount | 'deny' | 'error' = 'deny';

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => false },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({ sub, email: account.email, email_verified: true, name: account.name }),
      };
    },
  });
  provider.proxy = false;
  const callback = provider.callback();

  const server: Server = createServer((req, res) => {
    void (async () => {
      if (!req.url?.startsWith('/interaction/')) return callback(req, res);
      const details = await provider.interactionDetails(req, res);
      const login = nextLogin;
      if (login === 'deny' || login === 'error') {
        return provider.interactionFinished(req, res, {
          error: login === 'deny' ? 'access_denied' : 'server_error',
          error_description: login === 'deny' ? 'The user denied access' : 'Test provider failure',
        });
      }
      accounts.set(login.sub, login);
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({ accountId: login.sub, clientId: String(details.params.client_id) });
      if (!grant) throw new Error('grant not found');
      grant.addOIDCScope('openid email profile');
      grant.addOIDCClaims(['email', 'email_verified', 'name']);
      const grantId = await grant.save();
      return provider.interactionFinished(req, res, { login: { accountId: login.sub }, consent: { grantId } });
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    clientId,
    clientSecret,
    next(account) {
      nextLogin = account;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
