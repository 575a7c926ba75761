/** Spec §9: the share of requests whose timing is reported as a trace. */
export const TRACE_SAMPLE_RATE = 0.2;

/** What a report or a trace is about. */
export interface RequestContext {
  method: string;
  url: string;
}

/**
 * Reports to the admin's error-reporting endpoint (settings, logging: `logging.error_endpoint`):
 * every unexpected error (500), and the timing of a sample of requests (TRACE_SAMPLE_RATE).
 * Each is one JSON POST, sent in the background: a slow or failing endpoint never delays or
 * fails a request. Without an endpoint nothing is sent. The endpoint is kept in memory and set
 * by the settings module (at start and whenever an admin saves settings), so requests read no
 * setting for it.
 */
export interface ErrorReporter {
  setEndpoint(endpoint: string): void;
  report(error: Error, context: RequestContext): void;
  trace(context: RequestContext & { status: number; durationMs: number }): void;
  /** Resolves once every report sent so far has been answered (or failed). */
  flush(): Promise<void>;
}

export function createErrorReporter({
  random = Math.random,
  now = () => new Date().toISOString(),
}: {
  random?: () => number;
  now?: () => string;
} = {}): ErrorReporter {
  let endpoint = '';
  const pending = new Set<Promise<void>>();

  function send(payload: Record<string, unknown>) {
    if (!endpoint) return;
    const sent = fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...payload, server: 'coffer', timestamp: now() }),
      signal: AbortSignal.timeout(5000),
    })
      .then(() => undefined)
      .catch(() => undefined)
      .finally(() => pending.delete(sent));
    pending.add(sent);
  }

  return {
    setEndpoint(value) {
      endpoint = value;
    },
    report(error, context) {
      send({
        type: 'error',
        exception: { type: error.name, value: error.message, stacktrace: error.stack ?? '' },
        request: context,
      });
    },
    trace(context) {
      if (!endpoint || random() >= TRACE_SAMPLE_RATE) return;
      send({ type: 'transaction', sample_rate: TRACE_SAMPLE_RATE, request: context });
    },
    async flush() {
      await Promise.all([...pending]);
    },
  };
}
