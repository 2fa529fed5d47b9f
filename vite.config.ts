import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

// The backend paths the dev server forwards to `npm run dev`'s API process.
const backendPaths = [
  '/auth/v1',
  '/rest/v1',
  '/storage/v1',
  '/realtime/v1',
  '/functions/v1',
  '/mailbox',
  '/config.json',
  '/health',
];
const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
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
        // React and supabase-js load whole at boot and change far less often than our code: in
        // their own chunks they stay cached across deploys. Mantine and TanStack are left to the
        // automatic split, which loads only the parts a screen uses (13 KiB less on sign-in).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'supabase', test: /node_modules[\\/]@supabase[\\/]/ },
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
