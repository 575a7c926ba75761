/**
 * What the scale-out benchmark (scaleout-benchmark.ts) reads off its runs besides the clients'
 * own timings: an instance's listing histogram, and the message of a refusal.
 */
import { round } from './bench-stats';

export const METRICS_TOKEN = 'scaleout-benchmark';

/**
 * `GET drive/file-entries` (listings, and the searches that share the route) as an instance
 * timed it (its `/metrics` histogram): how many it answered, the share within 50 ms, and the
 * bucket bound the 99th percentile falls under.
 */
export async function serverSideListing(instanceUrl: string) {
  const res = await fetch(`${instanceUrl}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const text = await res.text();
  const buckets: Array<[number, number]> = [];
  for (const line of text.split('\n')) {
    if (!line.startsWith('coffer_http_request_duration_seconds_bucket{')) continue;
    if (!line.includes('route="/api/v1/drive/file-entries"') || !line.includes('method="GET"'))
      continue;
    const le = /le="([^"]+)"/.exec(line)![1]!;
    const count = Number(line.slice(line.lastIndexOf(' ') + 1));
    const bound = le === '+Inf' ? Number.POSITIVE_INFINITY : Number(le);
    const at = buckets.find(([b]) => b === bound);
    if (at) at[1] += count;
    else buckets.push([bound, count]);
  }
  buckets.sort((a, b) => a[0] - b[0]);
  const total = buckets.at(-1)?.[1] ?? 0;
  const within = (seconds: number) => buckets.find(([b]) => b === seconds)?.[1] ?? 0;
  const p99Under = buckets.find(([, n]) => n >= total * 0.99)?.[0] ?? null;
  return {
    count: total,
    shareWithin50Ms: total ? round(within(0.05) / total) : null,
    p99AtMostMs: p99Under === null || !Number.isFinite(p99Under) ? null : p99Under * 1000,
  };
}

/** A 409 or 422 is told apart by its message (JSON problem or plain text). */
export function refusal(status: number, body: Uint8Array): string {
  if (status !== 409 && status !== 422) return '';
  const text = Buffer.from(body).toString();
  try {
    return `: ${(JSON.parse(text) as { message?: string }).message}`;
  } catch {
    return `: ${text.slice(0, 80)}`;
  }
}
