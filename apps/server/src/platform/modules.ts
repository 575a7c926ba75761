import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { Migration } from 'kysely';

/** A migration as a module ships it: its unique `NNNN_words` name and its steps. */
export type NamedMigration = readonly [name: string, migration: Migration];

/**
 * A server module (ADR 0018): a Fastify plugin with a name, the modules it builds on and
 * the migrations of its tables. The app runs every module's migrations in name order,
 * then registers the modules in the order it lists them; Fastify refuses to start when a
 * module comes before one it depends on.
 */
export interface ServerModule {
  name: string;
  dependencies: readonly string[];
  migrations: readonly NamedMigration[];
  plugin: FastifyPluginAsync;
}

export interface ModuleDefinition {
  /** `coffer-` and the module's folder name: what other modules name in `dependencies`. */
  name: string;
  /** Modules whose decorations, hooks or tables this one uses. */
  dependencies?: readonly string[];
  migrations?: readonly NamedMigration[];
  /** Decorates the app, plugs into the hooks of its dependencies, adds its routes and jobs. */
  register: (app: FastifyInstance) => void | Promise<void>;
}

export function defineModule({
  name,
  dependencies = [],
  migrations = [],
  register,
}: ModuleDefinition): ServerModule {
  // Not encapsulated (fastify-plugin): a module's decorations and hooks serve the whole app.
  const plugin = fastifyPlugin(async (app: FastifyInstance) => register(app), {
    name,
    dependencies: [...dependencies],
    fastify: '5.x',
  });
  return { name, dependencies, migrations, plugin };
}
