import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
  .default('')
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

/** Environment variables Coffer reads, with the embedded defaults (README "Configuration"). */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(
      /^postgres(ql)?:\/\//,
      'DATABASE_URL must be a postgres:// URL (leave it unset for SQLite)',
    )
    .optional(),
  APP_URL: z.url().optional(),
  APP_DEBUG: flag,
  /**
   * Which proxies may set X-Forwarded-For (the client IP behind rate limits and the access log):
   * unset/false = none, true = any, or a comma-separated list of addresses/CIDRs/`loopback`.
   */
  TRUST_PROXY: z.string().optional(),
  WEB_DIST: z.string().optional(),
  /** Folder of the message catalogue; defaults to apps/server/locales. */
  LOCALES_DIR: z.string().optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// URL')
    .optional(),
  /** Bearer token of `GET /metrics` (Prometheus); unset, the endpoint is off (404). */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must have at least 16 characters').optional(),
  MAIL_HOST: z.string().optional(),
  MAIL_PORT: z.coerce.number().int().min(1).max(65_535).default(587),
  MAIL_USERNAME: z.string().optional(),
  MAIL_PASSWORD: z.string().optional(),
  MAIL_ENCRYPTION: z.enum(['tls', 'starttls', 'none']).default('starttls'),
  MAIL_FROM_ADDRESS: z.string().default('no-reply@localhost'),
  MAIL_FROM_NAME: z.string().optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must have at least 8 characters').optional(),
  DEMO: flag,
  HUMAN_CHECK_SECRET: z.string().min(16).optional(),
  RECAPTCHA_SECRET_KEY: z.string().optional(),
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_SCORE_THRESHOLD: z.coerce.number().min(0).max(1).default(0.5),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  TWITTER_CLIENT_ID: z.string().optional(),
  TWITTER_CLIENT_SECRET: z.string().optional(),
  ENVATO_CLIENT_ID: z.string().optional(),
  ENVATO_CLIENT_SECRET: z.string().optional(),
  SOCIAL_OAUTH_ORIGIN: z.url().optional(),
  /** Where the payment services' APIs are (tests point them at local fakes, issue 27). */
  STRIPE_API_BASE: z.url().default('https://api.stripe.com'),
  PAYPAL_API_BASE: z.url().default('https://api-m.paypal.com'),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  STORAGE_FREE_RESERVE_MB: z.coerce.number().int().min(0).default(256),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY: z.string().optional(),
  S3_SECRET_KEY: z.string().optional(),
  S3_PATH_STYLE: flag,
  /**
   * Test servers only (the e2e journeys): the server's clock can be moved through
   * `POST /api/v1/testing/clock` (ADR 0017). Never set it on a real site.
   */
  COFFER_TEST_CLOCK: flag,
});

export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  /** Public URL of the site, without a trailing slash. */
  appUrl: string;
  debug: boolean;
  /** Fastify's `trustProxy`: false unless TRUST_PROXY names the proxies in front of Coffer. */
  trustProxy: boolean | string[];
  /** Folder of the web app's build (index.html and assets). */
  webDist: string;
  /** Folder of the message catalogue (`<language>.json`, ADR 0016). */
  localesDir: string;
  /** Shared store for rate limits when set; otherwise they live in the database. */
  redisUrl: string | undefined;
  /** METRICS_TOKEN: `GET /metrics` answers Prometheus text to this Bearer token; off when unset. */
  metricsToken: string | undefined;
  /** SMTP settings; without a host every message goes to the outgoing email log. */
  mail: {
    host: string | undefined;
    port: number;
    username: string | undefined;
    password: string | undefined;
    encryption: 'tls' | 'starttls' | 'none';
    from: { address: string; name: string | undefined };
  };
  /** The first admin account, created at first start when no admin exists. */
  admin: { email: string | undefined; password: string | undefined };
  /** Demo mode: seeds demo accounts and prefills the login form. */
  demo: boolean;
  /** COFFER_TEST_CLOCK: the clock is movable through the testing endpoint (ADR 0017). */
  testClock: boolean;
  /** Human check (platform/human-check); secrets stay server-side. */
  humanCheck: {
    /** HMAC key of proof-of-work challenges; generated once and kept in the database when unset. */
    secret: string | undefined;
    recaptchaSecretKey: string | undefined;
    recaptchaVerifyUrl: string;
    recaptchaScoreThreshold: number;
  };
  /** OAuth apps of the social sign-in services (modules/social); a service needs both keys. */
  social: {
    clients: Record<
      'google' | 'facebook' | 'twitter' | 'envato',
      { clientId: string | undefined; clientSecret: string | undefined }
    >;
    /** Sends every provider call to this origin instead (tests run a local fake provider). */
    endpointOrigin: string | undefined;
  };
  /** Base URLs of the Stripe and PayPal APIs, without a trailing slash (modules/billing). */
  billing: { stripeApiBase: string; paypalApiBase: string };
  /** Where file bytes go (platform/storage): DATA_DIR/storage, or an S3-compatible bucket. */
  storage: {
    driver: 'local' | 's3';
    /** Bytes of DATA_DIR's disk uploads never take (the database keeps room to work). */
    freeReserve: number;
    s3:
      | {
          endpoint: string | undefined;
          bucket: string;
          region: string;
          accessKey: string | undefined;
          secretKey: string | undefined;
          pathStyle: boolean;
        }
      | undefined;
  };
}

/** Reads the config from the environment; unknown or empty values fall back to the defaults. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = isAbsolute(e.DATA_DIR) ? e.DATA_DIR : resolve(cwd, e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'sqlite', file: resolve(dataDir, 'coffer.sqlite') },
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    debug: e.APP_DEBUG,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    webDist: e.WEB_DIST ? resolve(cwd, e.WEB_DIST) : defaultWebDist(),
    localesDir: e.LOCALES_DIR
      ? resolve(cwd, e.LOCALES_DIR)
      : fileURLToPath(new URL('../locales/', import.meta.url)),
    redisUrl: e.REDIS_URL,
    metricsToken: e.METRICS_TOKEN,
    mail: {
      host: e.MAIL_HOST,
      port: e.MAIL_PORT,
      username: e.MAIL_USERNAME,
      password: e.MAIL_PASSWORD,
      encryption: e.MAIL_ENCRYPTION,
      from: { address: e.MAIL_FROM_ADDRESS, name: e.MAIL_FROM_NAME },
    },
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    demo: e.DEMO,
    testClock: e.COFFER_TEST_CLOCK,
    humanCheck: {
      secret: e.HUMAN_CHECK_SECRET,
      recaptchaSecretKey: e.RECAPTCHA_SECRET_KEY,
      recaptchaVerifyUrl: e.RECAPTCHA_VERIFY_URL,
      recaptchaScoreThreshold: e.RECAPTCHA_SCORE_THRESHOLD,
    },
    social: {
      clients: {
        google: { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET },
        facebook: { clientId: e.FACEBOOK_CLIENT_ID, clientSecret: e.FACEBOOK_CLIENT_SECRET },
        twitter: { clientId: e.TWITTER_CLIENT_ID, clientSecret: e.TWITTER_CLIENT_SECRET },
        envato: { clientId: e.ENVATO_CLIENT_ID, clientSecret: e.ENVATO_CLIENT_SECRET },
      },
      endpointOrigin: e.SOCIAL_OAUTH_ORIGIN,
    },
    billing: {
      stripeApiBase: e.STRIPE_API_BASE.replace(/\/+$/, ''),
      paypalApiBase: e.PAYPAL_API_BASE.replace(/\/+$/, ''),
    },
    storage: {
      driver: e.STORAGE_DRIVER,
      freeReserve: e.STORAGE_FREE_RESERVE_MB * 1024 * 1024,
      s3: e.S3_BUCKET
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKey: e.S3_ACCESS_KEY,
            secretKey: e.S3_SECRET_KEY,
            pathStyle: e.S3_PATH_STYLE,
          }
        : undefined,
    },
  };
}

function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (value === undefined || ['0', 'false', 'no', 'off'].includes(value)) return false;
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

// apps/server/src/config.ts and apps/server/dist/main.js alike: '../locales/' is apps/server/locales.

function defaultWebDist(): string {
  // Both apps/server/src (tests, dev) and apps/server/dist (the build) sit two levels
  // below apps/, so the same relative path finds apps/web/dist.
  return fileURLToPath(new URL('../../web/dist/', import.meta.url));
}

/**
 * A server for this machine alone, as the tests and the load benchmarks start it: a free port
 * on 127.0.0.1, its own data folder and database, `env` on top.
 */
export function loopbackConfig(
  place: { dataDir: string; webDist: string; databaseUrl: string },
  env: Record<string, string> = {},
): Config {
  return loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: place.dataDir,
    WEB_DIST: place.webDist,
    DATABASE_URL: place.databaseUrl,
    ...env,
  });
}
