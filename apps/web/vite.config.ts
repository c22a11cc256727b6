import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pageTablePlugin } from './build-plugins/page-table';
import { precompress } from './build-plugins/precompress';
import { stylesheetFirst } from './build-plugins/stylesheet-first';
import { zodWithoutEval } from './build-plugins/zod-without-eval';

const api = process.env.GIGLANE_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    zodWithoutEval(),
    pageTablePlugin(),
    stylesheetFirst(),
    precompress(),
  ],
  server: {
    port: 5173,
    // In development the API runs on its own port; in production one server serves both.
    // The live channel is a WebSocket under /api.
    proxy: { '/api': { target: api, ws: true }, '/images': api, '/avatar': api, '/files': api },
  },
  // The server entry (entry-server.tsx) runs in Node: the contract's TypeScript is compiled in, the
  // npm packages load from node_modules.
  ssr: { noExternal: ['@giglane/contract'] },
  build: {
    target: 'es2022',
    // Written for reading a production stack trace, but not named in the bundles; the server
    // does not serve them either.
    sourcemap: 'hidden',
    // The server reads it to tell the browser, in the page's HTML, which chunks the page needs.
    manifest: true,
  },
});
