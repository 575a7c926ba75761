import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { migrations } from '../migrations';
import { defineModule } from '../platform/modules';
import { serverModules } from '.';

describe('server modules (ADR 0018)', () => {
  it('lists every module after the modules it depends on, each name once', () => {
    const seen = new Set<string>();
    for (const module of serverModules) {
      expect(seen.has(module.name), `${module.name} is listed twice`).toBe(false);
      for (const dependency of module.dependencies) {
        expect(seen, `${module.name} needs ${dependency} before it`).toContain(dependency);
      }
      seen.add(module.name);
    }
  });

  it('runs each module’s own migrations, in name order', () => {
    const names = Object.keys(migrations);
    expect(names).toEqual([...names].sort());
    for (const module of serverModules) {
      for (const [name, migration] of module.migrations) expect(migrations[name]).toBe(migration);
    }
    expect(
      serverModules.find((m) => m.name === 'coffer-drive')?.migrations.map(([n]) => n),
    ).toEqual([
      '0020_drive',
      '0022_drive_listing_indexes',
      '0031_drive_listing_type',
      '0033_upload_reservations',
      '0044_file_versions',
      '0045_webdav',
      '0046_tus_locks',
      '0050_finished_uploads',
    ]);
  });

  it('refuses to start when a module comes before one it depends on', async () => {
    const base = defineModule({
      name: 'coffer-base',
      register: (app) => {
        app.decorate('base', 1);
      },
    });
    const onTop = defineModule({
      name: 'coffer-on-top',
      dependencies: ['coffer-base'],
      register: () => {},
    });
    const wrongOrder = Fastify();
    wrongOrder.register(onTop.plugin);
    wrongOrder.register(base.plugin);
    await expect(wrongOrder.ready()).rejects.toThrow(/coffer-base/);

    const rightOrder = Fastify();
    await rightOrder.register(base.plugin);
    await rightOrder.register(onTop.plugin);
    await rightOrder.ready();
    // Not encapsulated: what a module decorates serves the whole app.
    expect(rightOrder.hasDecorator('base')).toBe(true);
    await rightOrder.close();
  });
});
