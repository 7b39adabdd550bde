import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';

/** The demo marketplace in its own chunk, so that the bench can tell the console's bytes from the demo's. */
const demoChunk = (id: string) => (/\/src\/mocks\/|\/node_modules\/(msw|@mswjs|@bundled-es-modules|lossless-json)\//.test(id) ? 'demo-marketplace' : undefined);

export default defineConfig({
  base: process.env.VITE_ROUTER_BASE || '/',
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173 },
  preview: { port: 4173 },
  build: {
    chunkSizeWarningLimit: 1500,
    rollupOptions: { output: { manualChunks: demoChunk } },
  },
});
