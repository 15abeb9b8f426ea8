import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = 'http://localhost:3000';

export default defineConfig({
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached between releases.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
            },
            // MUI X Charts and what only it uses: loaded with the lazy chart of My Predictions alone
            // (without its dependencies, which would drag MUI core in and into the first load).
            {
              name: 'charts',
              test: /node_modules[\\/](@mui[\\/]x-|@base-ui[\\/]|bezier-easing|d3-|internmap|flatqueue|reselect)/,
              includeDependenciesRecursively: false,
            },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion)[\\/]/ },
            // Only the form pages (lazy) load zod and react-hook-form: keep them out of 'vendor'.
            { name: 'forms', test: /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
});
