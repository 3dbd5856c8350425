// The server's first view (issue 33, src/first-view.tsx): the app's own components in one self-contained
// script (no imports, no Node built-ins) that the Python app runs in an embedded V8 (backend
// khadi/site/first_view.py). `npm run build` writes it to dist-server/first-view.js, outside dist/ so it
// is never served.
import { fileURLToPath, URL } from 'node:url'

import { defineConfig, mergeConfig, type Plugin } from 'vite'

import app from './vite.config'

// The browser build's page table and style-sheet order are about dist/; the server script has neither.
const BROWSER_ONLY = new Set(['khadi-pages-json', 'khadi-style-sheet-first'])
function serverPlugins(options: readonly unknown[]): Plugin[] {
  return options.flatMap((option): Plugin[] => {
    if (Array.isArray(option)) return serverPlugins(option)
    const plugin = option as Plugin | null | false
    return plugin && !BROWSER_ONLY.has(plugin.name) ? [plugin] : []
  })
}
const plugins = serverPlugins(app.plugins ?? [])

export default mergeConfig(
  { ...app, plugins, test: undefined },
  defineConfig({
    ssr: { noExternal: true, target: 'webworker' },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      ssr: fileURLToPath(new URL('./src/first-view.tsx', import.meta.url)),
      outDir: 'dist-server',
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      minify: true,
      rolldownOptions: {
        output: {
          format: 'iife',
          name: 'KhadiFirstView',
          entryFileNames: 'first-view.js',
          codeSplitting: false,
        },
      },
    },
  }),
)
