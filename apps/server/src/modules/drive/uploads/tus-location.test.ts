import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, createUser, signIn } from '../../../../test/auth';
import { databaseKinds, startTestServer, type TestServer } from '../../../../test/harness';
import { rawFetch, tusMetadata } from './upload.test-support';

/** tus creation carrying a client's own `X-Forwarded-*` headers: answers the Location. */
async function locationWith(server: TestServer, browser: Browser): Promise<string | null> {
  const response = await rawFetch(server.url, browser, 'POST', '/api/v1/tus/upload', {
    headers: {
      'Tus-Resumable': '1.0.0',
      'Upload-Length': '10',
      'Upload-Metadata': tusMetadata({ name: 'a.txt' }),
      'X-Forwarded-Host': 'evil.example',
      'X-Forwarded-Proto': 'https',
    },
  });
  expect(response.status).toBe(201);
  return response.headers.get('location');
}

// The harness trusts loopback (tests send X-Forwarded-For for their IPs); `false` is unset.
describe.each(
  databaseKinds().flatMap((kind) => [
    { kind, trust: 'false', origin: (s: TestServer) => s.url },
    { kind, trust: 'loopback', origin: () => 'https://evil.example' },
  ]),
)('tus Location with TRUST_PROXY=$trust [$kind]', ({ kind, trust, origin }) => {
  let server: TestServer;
  let cleanup: () => Promise<void>;
  let browser: Browser;
  beforeAll(async () => {
    ({ server, cleanup } = await startTestServer(kind, { TRUST_PROXY: trust }));
    browser = await signIn(server, await createUser(server));
  });
  afterAll(async () => cleanup());

  it('given X-Forwarded-Host from the client, then Location names the forwarded host only behind a trusted proxy', async () => {
    const location = await locationWith(server, browser);
    expect(location).toMatch(new RegExp(`^${origin(server)}/api/v1/tus/upload/[a-f0-9]{32}$`));
  });
});
