/** What the load benchmarks share: their figures, rounded as the reports show them, and sign-in. */
export function round(n: number): number {
  return Math.round(n * 10) / 10;
}

/** The 50th, 95th and 99th percentiles and the maximum of a run's timings, in ms. */
export function latencySummary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return {
    p50Ms: round(at(0.5)),
    p95Ms: round(at(0.95)),
    p99Ms: round(at(0.99)),
    maxMs: round(sorted.at(-1) ?? 0),
  };
}

/**
 * The cookies a sign-in answer set, sent back as a browser would (the session and the XSRF
 * token; without the latter each call would be issued a fresh one).
 */
export function cookiesOf(login: Response): string {
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
  if (!cookie.includes('coffer_session=')) throw new Error('login set no session cookie');
  return cookie;
}
