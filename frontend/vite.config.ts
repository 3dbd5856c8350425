/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url'

import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// In development Vite serves the UI and hands everything the Python app owns to it (README: dev mode).
const backend = process.env.KHADI_BACKEND_URL ?? 'http://127.0.0.1:8000'
const backendPaths = ['/api/', '/media/', '/healthz', '/sitemap.xml', '/robots.txt']

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: Object.fromEntries(backendPaths.map((path) => [path, { target: backend, changeOrigin: false }])),
  },
  build: {
    // Hashed names under dist/assets/ — the backend serves them with a one-year immutable cache.
    assetsDir: 'assets',
    sourcemap: false,
    // dist/.vite/manifest.json: the server reads which chunks each page's code needs and hints them
    // in the page it serves, so they load beside the entry (backend khadi/site/preload.py).
    manifest: true,
    rolldownOptions: {
      output: {
        // The framework changes far less often than the shop's code: a separate chunk stays cached
        // across deploys. Only what the first page needs belongs here — a library in this group is
        // loaded with it even when only lazy pages use it (issue 8: first-route JS ≤ 120 KB gz).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    css: false,
    restoreMocks: true,
  },
})
