// One of `npm run bench`'s web servers: Vite's preview server for a build, proxying /seller and /base to
// the seller API, in a process of its own, so that the measuring process's work (the browser's protocol
// events, reading the pages' files) never holds up the files it serves.
// Usage: node scripts/bench-server.mjs <build dir> <port> <API port>
import { dirname } from 'node:path';
import { preview } from 'vite';

const [outDir, port, apiPort] = process.argv.slice(2);
const api = `http://127.0.0.1:${apiPort}`;
await preview({
  configFile: false,
  root: dirname(outDir),
  logLevel: 'error',
  build: { outDir },
  preview: { port: Number(port), strictPort: true, host: '127.0.0.1', proxy: { '/seller': api, '/base': api } },
});
process.stdout.write(`serving ${outDir} on ${port}\n`);
