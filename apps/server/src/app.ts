import type { Server } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyHttpOptions, type FastifyInstance, type RouteOptions } from 'fastify';
import type { Config } from './config';
import { type GrantSource, seedRolesAndPermissions } from './kernel/roles/repo';
import {
  createServerSettingsStore,
  type ServerSettingsStore,
} from './kernel/settings/server-store';
import { createSettingsStore, type SettingsStore } from './kernel/settings/service';
import { migrations, RENAMED_MIGRATIONS } from './migrations';
import { serverModules } from './modules';
import { ensureFirstAdmin, seedDemoAccounts } from './modules/auth/first-admin';
import type { InviteCheck } from './modules/auth/registration';
import { indexPage } from './modules/bootstrap/service';
import type { AccountDeletionStep } from './modules/users/routes';
import { createCache } from './platform/cache';
import { type Db, migrateToLatest, openDatabase } from './platform/db/database';
import { switchingEventBus } from './platform/events';
import { knownProblem } from './platform/http/errors';
import { appendErrorLog, buildIgnitionTrace } from './platform/http/ignition-trace';
import { applyMethodOverride } from './platform/http/method-override';
import { securityHeaders } from './platform/http/security-headers';
import { type Catalogue, loadCatalogue } from './platform/i18n/catalogue';
import { defineMessage } from './platform/i18n/define-message';
import { requestLanguage } from './platform/i18n/request-language';
import { createJobs, queueDepth } from './platform/jobs';
import { createMailer, type Mailer } from './platform/mail/mailer';
import { createMetrics, type Metrics } from './platform/metrics';
import { metricsRoute } from './platform/metrics/route';
import { createErrorReporter, type ErrorReporter } from './platform/monitoring/error-reporter';
import { redisConnections } from './platform/redis';
import { createRateLimitStore, type RateLimitStore } from './platform/security/rate-limit';
import { type Clock, offsetClock, systemClock } from './platform/time/clock';
import { compressAnswers } from './platform/web/compression';
import { webRoutes } from './platform/web/routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    settings: SettingsStore;
    /** The server's own settings (mail, storage, secrets…): never sent to a browser. */
    serverSettings: ServerSettingsStore;
    mailer: Mailer;
    /** Errors and sampled timings to the admin's error-reporting endpoint, when one is set. */
    errorReporter: ErrorReporter;
    /** This instance's figures for Prometheus (`GET /metrics`, METRICS_TOKEN). */
    metrics: Metrics;
    /** The message catalogue: languages, their lines, `translate` (ADR 0016). */
    catalogue: Catalogue;
    rateLimits: RateLimitStore;
    /** Invitations that allow registering while registration is disabled. */
    inviteChecks: InviteCheck[];
    /** Clean-ups that run before an account is deleted. */
    accountDeletion: AccountDeletionStep[];
    /** Clean-ups that run before a workspace is deleted (its files, for one). */
    workspaceDeletion: Array<(workspaceId: number) => Promise<void>>;
  }
}

export type AppInstance = FastifyInstance;

export interface BuildOptions {
  /** Log requests (off in tests). @default true */
  logger?: boolean;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: { write(line: string): void };
  /**
   * Create an admin with a generated, printed password when none exists and
   * ADMIN_EMAIL/ADMIN_PASSWORD are not set (off in tests). @default true
   */
  generateAdmin?: boolean;
  /** Run the background job worker (off under Vitest; tests call `runDueJobs`). @default true */
  jobs?: boolean;
  /** Told of every route as it is added (tests read the route table through it). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * Where the server reads the time (ADR 0017). @default systemClock, or a clock the testing
   * endpoint moves when COFFER_TEST_CLOCK is set
   */
  clock?: Clock;
}

/** Builds the whole server for a config: database (migrated), settings, routes. */
export async function buildApp(
  config: Config,
  {
    logger = true,
    logStream,
    generateAdmin = true,
    jobs = !process.env.VITEST,
    onRoute,
    clock = config.testClock ? offsetClock() : systemClock,
  }: BuildOptions = {},
): Promise<AppInstance> {
  const options: FastifyHttpOptions<Server> = {
    logger: logger
      ? { level: config.debug ? 'debug' : 'info', ...(logStream ? { stream: logStream } : {}) }
      : false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    rewriteUrl: applyMethodOverride,
  };
  const app = Fastify(options);
  if (onRoute) app.addHook('onRoute', onRoute);
  const db = openDatabase(config.database);
  app.addHook('onClose', async () => db.destroy());
  await migrateToLatest(db, migrations, RENAMED_MIGRATIONS);

  app.decorate('config', config);
  app.decorate('clock', clock);
  app.decorate('db', db);
  app.decorate('settings', createSettingsStore(db, clock));
  app.decorate('serverSettings', createServerSettingsStore(db, config));
  app.decorate('catalogue', loadCatalogue(config.localesDir));
  app.decorate('errorReporter', createErrorReporter());
  app.decorate(
    'metrics',
    createMetrics(() => queueDepth(db), { nodeFigures: Boolean(config.metricsToken) }),
  );
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the URL itself: paths carry share tokens and ids.
    const url = request.routeOptions.url ?? 'unmatched';
    app.errorReporter.trace({
      method: request.method,
      url,
      status: reply.statusCode,
      durationMs: reply.elapsedTime,
    });
    app.metrics.request(request.method, url, reply.statusCode, reply.elapsedTime / 1000);
  });
  app.decorate(
    'mailer',
    createMailer(db, () => app.serverSettings.all(), { printToConsole: logger, clock }),
  );
  // Redis is chosen by the server settings (REDIS_URL only sets their defaults): the rate
  // limits and the cache follow `cache.driver`, live events `realtime.driver`, job wake-ups
  // `queue.driver`, each read again on use, so the admin's switch needs no restart.
  const redis = redisConnections();
  app.addHook('onClose', async () => redis.close());
  const rateLimits = createRateLimitStore(
    db,
    { settings: () => app.serverSettings.all(), connections: redis },
    clock,
  );
  app.addHook('onClose', async () => rateLimits.close());
  app.decorate('rateLimits', rateLimits);
  const events = switchingEventBus(async () => {
    const settings = await app.serverSettings.all();
    return { driver: settings['realtime.driver'], url: settings['redis.url'] };
  });
  app.addHook('onClose', async () => events.close());
  app.decorate('events', events);
  const cache = createCache({
    settings: () => app.serverSettings.all(),
    connections: redis,
    events,
  });
  app.addHook('onClose', async () => cache.close());
  app.decorate('cache', cache);
  app.decorate('inviteChecks', [] as InviteCheck[]);
  app.decorate('grantSources', [] as GrantSource[]);
  app.decorate('accountDeletion', [] as AccountDeletionStep[]);
  app.decorate('workspaceDeletion', [] as Array<(workspaceId: number) => Promise<void>>);
  app.decorate('jobs', createJobs(app));
  app.addHook('onClose', async () => app.jobs.close());
  await seedRolesAndPermissions(db, clock.iso());
  await ensureFirstAdmin(app, { generate: generateAdmin });
  if (await app.serverSettings.get('site.demo')) await seedDemoAccounts(app);

  await app.register(fastifyCookie);
  compressAnswers(app);
  securityHeaders(app);
  // Every message answered is a catalogue message, sent in the request's language (ADR 0016).
  app.setErrorHandler(async (error, request, reply) => {
    const language = await requestLanguage(app, request).catch(() => 'en');
    const problem = knownProblem(error);
    if (problem) {
      return reply
        .code(problem.status)
        .headers(problem.headers)
        .send(problem.translatedPayload(app.catalogue, language));
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      const message = app.catalogue.translate(language, (error as Error).message);
      return reply.code(status).send({ message });
    }
    request.log.error(error);
    const unexpected = error instanceof Error ? error : new Error(String(error));
    await appendErrorLog(app, unexpected, { method: request.method, url: request.url });
    app.errorReporter.report(unexpected, {
      method: request.method,
      url: request.routeOptions.url ?? 'unmatched',
    });
    // Debug mode shows the stack in the client's error dialog (spec §2.5); never in production.
    return reply.code(500).send({
      message: app.catalogue.translate(language, defineMessage('Server Error')),
      ...(config.debug ? { ignitionTrace: buildIgnitionTrace(unexpected) } : {}),
    });
  });

  // Each module is a plugin that names the modules it builds on (ADR 0018).
  for (const module of serverModules) await app.register(module.plugin);
  metricsRoute(app);
  await webRoutes(app, (request) => indexPage(app, request));
  if (jobs) app.jobs.start();
  return app;
}
