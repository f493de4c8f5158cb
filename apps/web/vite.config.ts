import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The SPA build: domain package from source, `/api` proxied to the server in `vite dev`. */
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/ws': { target: 'ws://localhost:3000', ws: true } },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: true,
  },
});
