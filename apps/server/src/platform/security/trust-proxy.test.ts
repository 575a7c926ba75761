import { expect, it } from 'vitest';
import { Browser } from '../../../test/auth';
import { describeServer } from '../../../test/harness';

// Without TRUST_PROXY, X-Forwarded-For is the client's word, not its address: every request
// below comes from 127.0.0.1 whatever it claims, so the per-IP login limit still applies.
describeServer(
  'without TRUST_PROXY',
  (server) => {
    it('a client cannot dodge the per-IP limit by claiming a new X-Forwarded-For each time', async () => {
      for (let i = 0; i < 30; i++) {
        const r = await new Browser(server()).post('/auth/login', {
          phone: `x${i}@example.com`,
          password: 'wrong',
        });
        expect(r.status).toBe(422);
      }
      const blocked = await new Browser(server()).post('/auth/login', {
        phone: 'y@example.com',
        password: 'x',
      });
      expect(blocked.status).toBe(429);
    });
  },
  { TRUST_PROXY: '' },
);
