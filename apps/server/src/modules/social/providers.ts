import type { SocialService } from '@coffer/contract';
import { CodeChallengeMethod, OAuth2Client, OAuth2Tokens } from 'arctic';
import { z } from 'zod';
import type { Config } from '../../config';

/** What a service tells us about the person who signed in there. */
export interface SocialProfile {
  service: SocialService;
  /** The person's id at the service. */
  id: string;
  name: string;
  /** Only an address the service vouches for; null when it gave none or an unverified one. */
  email: string | null;
  image: string | null;
  username: string | null;
}

/** One service's OAuth 2 flow: where to send the person, and how to turn the code into a profile. */
export interface SocialProvider {
  service: SocialService;
  /** PKCE where the service supports it (Google, Twitter). */
  pkce: boolean;
  authorizationUrl(state: string, codeVerifier: string): URL;
  exchangeCode(code: string, codeVerifier: string): Promise<OAuth2Tokens>;
  fetchProfile(tokens: OAuth2Tokens): Promise<SocialProfile>;
}

/**
 * The endpoints of each service. Google's and Twitter's are the ones arctic's `Google` and
 * `Twitter` classes use (both are arctic's `OAuth2Client` with PKCE over these URLs);
 * they are listed here so one setting (SOCIAL_OAUTH_ORIGIN) can send every call to a
 * stand-in, which the fixed URLs inside those classes would not allow. Envato has no
 * arctic class: it is plain OAuth 2.
 */
const definitions = {
  google: {
    authorize: 'https://accounts.google.com/o/oauth2/v2/auth',
    token: 'https://oauth2.googleapis.com/token',
    scopes: ['openid', 'profile', 'email'],
    pkce: true,
    // Google and Twitter take the client secret as HTTP Basic credentials, as arctic sends it.
    secretIn: 'basic',
  },
  facebook: {
    authorize: 'https://www.facebook.com/v16.0/dialog/oauth',
    token: 'https://graph.facebook.com/v16.0/oauth/access_token',
    scopes: ['email', 'public_profile'],
    pkce: false,
    secretIn: 'body',
  },
  twitter: {
    authorize: 'https://twitter.com/i/oauth2/authorize',
    token: 'https://api.twitter.com/2/oauth2/token',
    scopes: ['users.read', 'tweet.read'],
    pkce: true,
    secretIn: 'basic',
  },
  envato: {
    authorize: 'https://api.envato.com/authorization',
    token: 'https://api.envato.com/token',
    scopes: [],
    pkce: false,
    secretIn: 'body',
  },
} as const satisfies Record<
  SocialService,
  { authorize: string; token: string; scopes: string[]; pkce: boolean; secretIn: 'basic' | 'body' }
>;

/**
 * The provider of a service with its OAuth app's keys (server settings `social.{service}.*`),
 * or null when a key is missing.
 */
export function socialProvider(
  config: Config,
  service: SocialService,
  { clientId, clientSecret }: { clientId: string; clientSecret: string },
  redirectUri: string,
): SocialProvider | null {
  if (!clientId || !clientSecret) return null;
  const origin = config.social.endpointOrigin;
  const at = (url: string) => (origin ? rebase(url, origin) : url);
  const definition = definitions[service];
  const client = new OAuth2Client(clientId, clientSecret, redirectUri);
  const fetchJson = jsonFetcher(at);

  return {
    service,
    pkce: definition.pkce,
    authorizationUrl(state, codeVerifier) {
      const endpoint = at(definition.authorize);
      const scopes = [...definition.scopes];
      return definition.pkce
        ? client.createAuthorizationURLWithPKCE(
            endpoint,
            state,
            CodeChallengeMethod.S256,
            codeVerifier,
            scopes,
          )
        : client.createAuthorizationURL(endpoint, state, scopes);
    },
    async exchangeCode(code, codeVerifier) {
      const endpoint = at(definition.token);
      if (definition.secretIn === 'basic') {
        return client.validateAuthorizationCode(
          endpoint,
          code,
          definition.pkce ? codeVerifier : null,
        );
      }
      // Facebook and Envato want the secret in the form body (as arctic's Facebook class sends it).
      const body = new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: clientId,
        client_secret: clientSecret,
      });
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      const data: unknown = await response.json();
      if (!response.ok || typeof data !== 'object' || data === null || !('access_token' in data)) {
        throw new Error(`${service} refused the authorization code (${response.status})`);
      }
      return new OAuth2Tokens(data);
    },
    fetchProfile: (tokens) => profileFetchers[service](tokens.accessToken(), fetchJson),
  };
}

type FetchJson = <S extends z.ZodType>(
  url: string,
  token: string,
  schema: S,
) => Promise<z.infer<S>>;

const profileFetchers: Record<
  SocialService,
  (accessToken: string, fetchJson: FetchJson) => Promise<SocialProfile>
> = {
  async google(token, fetchJson) {
    const info = await fetchJson(
      'https://openidconnect.googleapis.com/v1/userinfo',
      token,
      z.object({
        sub: z.string(),
        name: z.string().optional(),
        email: z.string().optional(),
        email_verified: z.boolean().optional(),
        picture: z.string().optional(),
      }),
    );
    return {
      service: 'google',
      id: info.sub,
      name: info.name ?? info.email ?? 'Google user',
      email: info.email && info.email_verified ? info.email : null,
      image: info.picture ?? null,
      username: info.email ?? null,
    };
  },
  async facebook(token, fetchJson) {
    const info = await fetchJson(
      'https://graph.facebook.com/v16.0/me?fields=id,name,email,picture.type(large)',
      token,
      z.object({
        id: z.string(),
        name: z.string().optional(),
        // Facebook answers only with a confirmed address.
        email: z.string().optional(),
        picture: z.object({ data: z.object({ url: z.string() }) }).optional(),
      }),
    );
    return {
      service: 'facebook',
      id: info.id,
      name: info.name ?? 'Facebook user',
      email: info.email ?? null,
      image: info.picture?.data.url ?? null,
      username: info.name ?? null,
    };
  },
  async twitter(token, fetchJson) {
    const { data } = await fetchJson(
      'https://api.twitter.com/2/users/me?user.fields=profile_image_url',
      token,
      z.object({
        data: z.object({
          id: z.string(),
          name: z.string(),
          username: z.string(),
          profile_image_url: z.string().optional(),
        }),
      }),
    );
    // Twitter gives no email address: such a profile can sign in once linked to an account.
    return {
      service: 'twitter',
      id: data.id,
      name: data.name,
      email: null,
      image: data.profile_image_url ?? null,
      username: data.username,
    };
  },
  async envato(token, fetchJson) {
    const [{ username }, { email }, { account }] = await Promise.all([
      fetchJson(
        'https://api.envato.com/v1/market/private/user/username.json',
        token,
        z.object({ username: z.string() }),
      ),
      fetchJson(
        'https://api.envato.com/v1/market/private/user/email.json',
        token,
        z.object({ email: z.string() }),
      ),
      fetchJson(
        'https://api.envato.com/v1/market/private/user/account.json',
        token,
        z.object({
          account: z.object({
            firstname: z.string().optional(),
            surname: z.string().optional(),
            image: z.string().optional(),
          }),
        }),
      ),
    ]);
    const name = [account.firstname, account.surname].filter(Boolean).join(' ');
    return {
      service: 'envato',
      // Envato's API has no numeric user id for OAuth apps; the username is unique and fixed.
      id: username,
      name: name || username,
      email,
      image: account.image ?? null,
      username,
    };
  },
};

function jsonFetcher(at: (url: string) => string): FetchJson {
  return async (url, token, schema) => {
    const response = await fetch(at(url), {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`profile request failed (${response.status})`);
    return schema.parse(await response.json());
  };
}

/** The same path and query on another origin. */
function rebase(url: string, origin: string): string {
  const source = new URL(url);
  const target = new URL(origin);
  source.protocol = target.protocol;
  source.host = target.host;
  return source.toString();
}
