import { defineConfig } from 'vite';

export default defineConfig({
  // Relative asset paths: the built page works from any folder or static host.
  base: './',
  // three.js alone is about 500 kB minified; the page is one chunk on purpose.
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 1000,
    // Two pages: the game against a bot, and online play through the match server.
    rollupOptions: { input: { main: 'index.html', online: 'online.html' } },
  },
});
