import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = 'http://localhost:3000';
const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);

/** `/api` (incl. the realtime WebSocket) and `/files` go to the Fastify server in development and preview. */
const proxy = {
  '/api': { target: apiTarget, ws: true },
  '/files': { target: apiTarget },
};

const firstLoadVendor =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|i18next|react-i18next|use-sync-external-store|tailwind-merge|clsx|class-variance-authority|@radix-ui[\\/]react-(slot|compose-refs))[\\/]/;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': srcDir } },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // One chunk for the runtime every page needs: fewer requests and better gzip
          // than many small shared chunks (landing budget ≤ 150 KB gzip).
          groups: [{ name: 'vendor', test: firstLoadVendor }],
        },
      },
    },
  },
});
