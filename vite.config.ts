import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

// The backend paths the dev server forwards to `npm run dev`'s API process (a leading ^ makes
// one a regular expression, as Vite reads it).
const backendPaths = [
  '/auth/v1',
  '/rest/v1',
  '/storage/v1',
  '/realtime/v1',
  '/functions/v1',
  '/mailbox',
  '/calendar/v1',
  // Payments: the webhook endpoints and the embedded test provider (Stripe's paths).
  '/payments',
  '/v1',
  '/config.json',
  '/health',
  // The embed page, which the server renders (docs/decisions/0055); not /embed.js or
  // /embed-page.js, which are files of the app's own.
  '^/embed/?(\\?|$)',
];
const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src/web', import.meta.url)),
      '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
    },
  },
  plugins: [
    // The router plugin resolves its paths from Vite's root (src/web).
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'routes',
      generatedRouteTree: 'route-tree.gen.ts',
    }),
    react(),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries in a few large chunks rather than dozens of small ones: over HTTP/1.1 a
        // browser fetches six files at a time, and a cold /t went from 54 files to 23 and from
        // about 1.2 s to 0.7 s to its first rows, for 37 KiB more gzip (docs/decisions/0013).
        // They also change far less often than our code, so they stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'supabase', test: /node_modules[\\/]@supabase[\\/]/ },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/](core|hooks)[\\/]/ },
            { name: 'tanstack', test: /node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(
      backendPaths.map((path) => [path, { target: `http://127.0.0.1:${apiPort}`, ws: true }]),
    ),
  },
});
