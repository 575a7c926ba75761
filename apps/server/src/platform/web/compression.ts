import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Answers smaller than this go as they are: the encoding would save less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;

/** JSON answers and the app page; files, zips and event streams are never buffered here. */
const COMPRESSIBLE = /^(application\/([a-z.-]+\+)?json|text\/html)(;|$)/i;

const encodings = new Negotiator<'br' | 'gzip'>({
  supportedValues: ['br', 'gzip'],
  cache: new Map(),
});
// Fast settings, for a request's own CPU: a 28 KB drive listing takes ~0.1 ms at brotli
// quality 3 (to 6 %) and ~0.07 ms at gzip level 1 (nginx's default, to 8 %), where zlib's
// defaults cost far more (brotli 11: ~160 ms for the same page; gzip 6: ~3×). Build assets
// are compressed hard once, at build time (tests/load/README.md, issue 21).
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const compress = {
  br: (body: Buffer | string) =>
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 3,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
      },
    }),
  gzip: (body: Buffer | string) => gzipAsync(body, { level: 1 }),
};

/**
 * Compresses buffered JSON and HTML answers of at least 1 KB by the request's
 * Accept-Encoding (brotli, else gzip), in zlib's thread pool so the event loop keeps serving.
 * Streams (downloads, zips, previews, the event stream) pass untouched: they keep their length
 * and ranges, and never cost a compression of a user's file.
 */
export function compressAnswers(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.statusCode === 206 || reply.hasHeader('content-encoding')) return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    if (Buffer.byteLength(payload) < COMPRESSION_THRESHOLD) return payload;
    varyOnAcceptEncoding(reply);
    const header = request.headers['accept-encoding'];
    const encoding = header ? encodings.negotiate(header) : null;
    if (!encoding) return payload;
    const body = await compress[encoding](payload);
    reply.header('content-encoding', encoding);
    reply.header('content-length', body.length);
    return body;
  });
}

function varyOnAcceptEncoding(reply: FastifyReply) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) return;
  reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}
