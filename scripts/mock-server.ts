/**
 * The demo marketplace as a real HTTP server (for a console built against an API URL, curl, or other tools).
 * `npm run mock-api` (scripts/mock-api.mjs loads this file through Vite); port from MOCK_API_PORT (default 3001), host 127.0.0.1. CORS is open to any origin.
 */
import { createServer as createHttpServer } from 'node:http';
import { createServer } from '@mswjs/http-middleware';
import { WebSocketHandler, type HttpHandler } from 'msw';
import { handlers } from '../src/mocks/handlers';
import { db } from '../src/mocks/db/store';
import { getDemoSettings } from '../src/mocks/settings';

const HOST = '127.0.0.1';
const PORT = Number(process.env.MOCK_API_PORT) || 3001;
const ALLOWED_HEADERS = 'uuid, clientType, Authorization, language, Content-Type';

// The HTTP handlers only: a plain HTTP server has no chat socket.
const app = createServer(...handlers.filter((h): h is HttpHandler => !(h instanceof WebSocketHandler)));

const server = createHttpServer((req, res) => {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
  res.setHeader('Access-Control-Max-Age', '600');
  if (req.method === 'OPTIONS') {
    res.writeHead(204).end();
    return;
  }
  app(req, res);
});

const started = performance.now();
db();
server.listen(PORT, HOST, () => {
  const { goodsCount, accessTokenTtlSeconds } = getDemoSettings();
  console.log(`Demo marketplace API on http://${HOST}:${PORT} (${goodsCount} goods, access token ${accessTokenTtlSeconds} s, seeded in ${Math.round(performance.now() - started)} ms)`);
});
