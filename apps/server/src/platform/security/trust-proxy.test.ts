import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from '../../../test/auth';
import { startTestServer, type TestServer } from '../../../test/harness';

// Without TRUST_PROXY, X-Forwarded-For is the client's word, not its address: every request
// below comes from 127.0.0.1 whatever it claims, so the per-IP login limit still applies.
describe('without TRUST_PROXY', () => {
  let server: TestServer;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ server, cleanup } = await startTestServer('sqlite', { TRUST_PROXY: '' }));
  });
  afterAll(async () => cleanup());

  it('a client cannot dodge the per-IP limit by claiming a new X-Forwarded-For each time', async () => {
    for (let i = 0; i < 30; i++) {
      const r = await new Browser(server).post('/auth/login', {
        phone: `x${i}@example.com`,
        password: 'wrong',
      });
      expect(r.status).toBe(422);
    }
    const blocked = await new Browser(server).post('/auth/login', {
      phone: 'y@example.com',
      password: 'x',
    });
    expect(blocked.status).toBe(429);
  });
});
