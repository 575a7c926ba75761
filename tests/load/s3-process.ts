/**
 * The local S3-compatible server in a process of its own, so that the benchmark's clients and
 * its storage do not share one event loop (and one core). Prints its settings as one JSON line,
 * then serves until stdin closes.
 */
import { startLocalS3 } from '@coffer/server/bench';

const s3 = await startLocalS3();
process.stdout.write(`${JSON.stringify(s3.settings)}\n`);
process.stdin.resume();
process.stdin.on('end', () => {
  s3.stop().then(() => process.exit(0));
});
