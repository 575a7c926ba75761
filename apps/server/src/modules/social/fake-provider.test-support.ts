import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SocialService } from '@coffer/contract';

/** The person who "signs in" at the fake provider on its next authorization request. */
export interface FakeAccount {
  id: string;
  name: string;
  email?: string;
  emailVerified?: boolean;
}

export const FAKE_CLIENTS: Record<SocialService, { id: string; secret: string }> = {
  google: { id: 'google-client', secret: 'google-secret' },
  facebook: { id: 'facebook-client', secret: 'facebook-secret' },
  twitter: { id: 'twitter-client', secret: 'twitter-secret' },
  envato: { id: 'envato-client', secret: 'envato-secret' },
};

const AUTHORIZE: Record<string, SocialService> = {
  '/o/oauth2/v2/auth': 'google',
  '/v16.0/dialog/oauth': 'facebook',
  '/i/oauth2/authorize': 'twitter',
  '/authorization': 'envato',
};
const TOKEN_PATHS = new Set(['/token', '/v16.0/oauth/access_token', '/2/oauth2/token']);

interface Grant {
  service: SocialService;
  account: FakeAccount;
  redirectUri: string;
  codeChallenge: string | null;
}

/**
 * One local HTTP server standing in for Google, Facebook, Twitter and Envato (the app
 * reaches it through SOCIAL_OAUTH_ORIGIN): authorize redirects back with a code, the
 * token endpoint checks client credentials, redirect URI and PKCE, and the profile
 * endpoints answer in each service's own format.
 */
export async function startFakeProvider() {
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, Grant>();
  const tokenRequests: { service: SocialService; auth: 'basic' | 'body'; pkce: boolean }[] = [];
  let nextAccount: FakeAccount | null = null;

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    try {
      if (req.method === 'GET' && AUTHORIZE[url.pathname]) {
        return authorize(AUTHORIZE[url.pathname]!, url, res);
      }
      if (req.method === 'POST' && TOKEN_PATHS.has(url.pathname)) return await token(req, res);
      if (req.method === 'GET') return profile(req, url, res);
      json(res, 404, { error: 'not_found' });
    } catch (error) {
      json(res, 500, { error: String(error) });
    }
  });

  function authorize(service: SocialService, url: URL, res: ServerResponse) {
    const q = url.searchParams;
    const redirectUri = q.get('redirect_uri');
    if (q.get('client_id') !== FAKE_CLIENTS[service].id || !redirectUri || !q.get('state')) {
      return json(res, 400, { error: 'invalid_request' });
    }
    const target = new URL(redirectUri);
    target.searchParams.set('state', q.get('state')!);
    if (!nextAccount) {
      target.searchParams.set('error', 'access_denied');
    } else {
      const code = randomBytes(12).toString('hex');
      grants.set(code, {
        service,
        account: nextAccount,
        redirectUri,
        codeChallenge: q.get('code_challenge_method') === 'S256' ? q.get('code_challenge') : null,
      });
      target.searchParams.set('code', code);
    }
    res.writeHead(302, { location: target.toString() }).end();
  }

  async function token(req: IncomingMessage, res: ServerResponse) {
    let body = '';
    for await (const chunk of req) body += chunk;
    const form = new URLSearchParams(body);
    const grant = grants.get(form.get('code') ?? '');
    if (!grant || form.get('grant_type') !== 'authorization_code') {
      return json(res, 400, { error: 'invalid_grant' });
    }
    grants.delete(form.get('code')!);
    const client = FAKE_CLIENTS[grant.service];
    const basic = req.headers.authorization?.startsWith('Basic ')
      ? Buffer.from(req.headers.authorization.slice(6), 'base64').toString()
      : null;
    const viaBasic = basic === `${client.id}:${client.secret}`;
    const viaBody =
      form.get('client_id') === client.id && form.get('client_secret') === client.secret;
    if (!viaBasic && !viaBody) return json(res, 401, { error: 'invalid_client' });
    if (form.get('redirect_uri') !== grant.redirectUri) {
      return json(res, 400, { error: 'invalid_grant' });
    }
    if (grant.codeChallenge) {
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (challenge !== grant.codeChallenge) return json(res, 400, { error: 'invalid_grant' });
    }
    tokenRequests.push({
      service: grant.service,
      auth: viaBasic ? 'basic' : 'body',
      pkce: grant.codeChallenge !== null,
    });
    const accessToken = randomBytes(16).toString('hex');
    tokens.set(accessToken, grant);
    json(res, 200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3600 });
  }

  function profile(req: IncomingMessage, url: URL, res: ServerResponse) {
    const grant = tokens.get(req.headers.authorization?.replace(/^Bearer /, '') ?? '');
    if (!grant) return json(res, 401, { error: 'invalid_token' });
    const { account } = grant;
    switch (url.pathname) {
      case '/v1/userinfo':
        return json(res, 200, {
          sub: account.id,
          name: account.name,
          email: account.email,
          email_verified: account.emailVerified ?? true,
          picture: 'https://images.example/google.png',
        });
      case '/v16.0/me':
        return json(res, 200, {
          id: account.id,
          name: account.name,
          email: account.email,
          picture: { data: { url: 'https://images.example/fb.png' } },
        });
      case '/2/users/me':
        return json(res, 200, {
          data: { id: account.id, name: account.name, username: `@${account.id}` },
        });
      case '/v1/market/private/user/username.json':
        return json(res, 200, { username: account.id });
      case '/v1/market/private/user/email.json':
        return json(res, 200, { email: account.email });
      case '/v1/market/private/user/account.json':
        return json(res, 200, { account: { firstname: account.name, surname: 'Author' } });
      default:
        return json(res, 404, { error: 'not_found' });
    }
  }

  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    tokenRequests,
    /** Who signs in next; null makes the person decline (`error=access_denied`). */
    signInAs(account: FakeAccount | null) {
      nextAccount = account;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
