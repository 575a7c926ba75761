import { defaultSettings } from '@coffer/contract';
import { expect, it } from 'vitest';
import { describeServer } from '../../../test/harness';
import { HttpProblem } from '../../platform/http/errors';

describeServer('settings store', (server) => {
  it('starts from the code defaults of every setting', async () => {
    expect(await server().app.settings.all()).toEqual(defaultSettings);
  });

  it('overrides a nested setting by its dotted key and survives a re-read', async () => {
    const { settings } = server().app;
    await settings.set('billing.enable', true);
    await settings.set('billing.enable', false);
    await settings.set('cookie_notice.position', 'top');
    const all = await settings.all();
    expect(all.billing.enable).toBe(false);
    expect(all.cookie_notice).toEqual({ ...defaultSettings.cookie_notice, position: 'top' });
    await settings.reset('cookie_notice.position');
    expect((await settings.all()).cookie_notice.position).toBe('bottom');
  });

  it('refuses a value of the wrong shape with a 422 and stores nothing', async () => {
    const { settings } = server().app;
    const error = await settings.set('cookie_notice.position', 'middle').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpProblem);
    expect((error as HttpProblem).status).toBe(422);
    expect((error as HttpProblem).errors?.['cookie_notice.position']).toHaveLength(1);
    expect((await settings.all()).cookie_notice.position).toBe('bottom');
  });

  it('refuses a key that names no setting', async () => {
    const error = await server()
      .app.settings.set('nope.nothing', 1)
      .catch((e: unknown) => e);
    expect((error as HttpProblem).status).toBe(422);
  });
});
