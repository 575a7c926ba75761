// `pnpm dev`: the server (restarts on change) and Vite (hot reload) side by side.
// Open http://localhost:5173; Vite proxies the API to the server on :8080.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const children = [
  spawn('pnpm', ['--filter', '@coffer/server', 'run', 'dev'], { cwd: root, stdio: 'inherit' }),
  spawn('pnpm', ['--filter', '@coffer/web', 'run', 'dev'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
