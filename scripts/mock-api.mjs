#!/usr/bin/env node
// `npm run mock-api`: the demo marketplace as a real HTTP server. Node 20 cannot run TypeScript, so
// Vite's module runner loads the server module (and the handlers it imports) from source.
import { runnerImport } from 'vite';

await runnerImport('./scripts/mock-server.ts', { configFile: false, logLevel: 'error', resolve: { alias: { '@': new URL('../src', import.meta.url).pathname } } });
