import { writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, URL } from 'node:url'

import { compileMessage } from '@lingui/message-utils/compileMessage'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { configDefaults } from 'vitest/config'

import { NOT_FOUND_PAGE, PAGES, pageModule } from './src/app/pages'

// In development Vite serves the UI and hands everything the Python app owns to it (README: dev mode).
const backend = process.env.KHADI_BACKEND_URL ?? 'http://127.0.0.1:8000'
const backendPaths = ['/api/', '/media/', '/healthz', '/sitemap.xml', '/robots.txt']

const MANIFEST = '.vite/manifest.json'

/** Test files that replace a module with vi.mock: they run with a module cache of their own. */
const ISOLATED_TESTS = [
  'src/app/route-error.test.tsx',
  'src/features/admin/api/upload-image.test.ts',
  'src/features/admin/product-form-page.test.tsx',
  'src/features/admin/product-translations.test.tsx',
]

/**
 * dist/.vite/pages.json: the app's route table (src/app/pages.ts: route pattern → page module), written
 * beside Vite's manifest once the build is out, so the server finds each page's chunks in the manifest
 * without a list of its own (backend khadi/site/preload.py). A page module the manifest does not hold
 * fails the build: its hints would silently go.
 */
function pagesJson(): Plugin {
  return {
    name: 'khadi-pages-json',
    apply: 'build',
    writeBundle(options, bundle) {
      const asset = MANIFEST in bundle ? bundle[MANIFEST] : undefined
      if (asset?.type !== 'asset') throw new Error(`pages.json needs Vite's ${MANIFEST} (build.manifest)`)
      const manifest = JSON.parse(String(asset.source)) as Record<string, unknown>
      const modules = Object.fromEntries(
        Object.values(PAGES).flatMap((pages) => Object.entries(pages).map(([path, name]) => [path, pageModule(name)])),
      )
      const missing = [...Object.values(modules), pageModule(NOT_FOUND_PAGE)].filter((module) => !(module in manifest))
      if (missing.length > 0) throw new Error(`Page modules not in the build manifest: ${missing.join(', ')}`)
      const dir = options.dir ?? fileURLToPath(new URL('./dist', import.meta.url))
      writeFileSync(join(dir, '.vite', 'pages.json'), `${JSON.stringify(modules, null, 2)}\n`)
    },
  }
}

/**
 * The message catalogues (src/locales/<language>/<area>.json, issue 18) hold ICU messages; Lingui's runtime
 * takes them compiled. Each file is compiled as it is imported, so no parser ships to the browser and a
 * malformed message fails the build (scripts/i18n.mjs checks the catalogues agree).
 */
function linguiCatalogues(): Plugin {
  const catalogue = /[\\/]src[\\/]locales[\\/][a-z]{2}[\\/][\w-]+\.json$/
  return {
    name: 'khadi-lingui-catalogues',
    enforce: 'pre',
    transform(code, id) {
      if (!catalogue.test(id)) return null
      const messages = JSON.parse(code) as Record<string, string>
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, compileMessage(message)]))
      return { code: `export default ${JSON.stringify(compiled)}`, map: null, moduleType: 'js' }
    },
  }
}

/**
 * The style sheet is the page's one render-blocking request. Vite writes its link after the entry script and
 * the modulepreloads; moved to the top of <head>, the browser asks for it first, and the navigation bar that
 * index.html paints before the app runs shows as soon as it arrives instead of after the scripts.
 */
function styleSheetFirst(): Plugin {
  return {
    name: 'khadi-style-sheet-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g) ?? []
        const charset = '<meta charset="UTF-8" />'
        if (links.length === 0 || !html.includes(charset)) throw new Error('index.html: no style sheet or charset to order')
        const rest = links.reduce((page, link) => page.replace(link, ''), html)
        return rest.replace(charset, [charset, ...links.map((link) => link.trim())].join('\n    '))
      },
    },
  }
}

export default defineConfig({
  plugins: [linguiCatalogues(), react(), tailwindcss(), styleSheetFirst(), pagesJson()],
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
    // in the page it serves, so they load beside the entry (backend khadi/site/preload.py, pagesJson).
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
    // One worker per core. Worker threads start faster than forks, and jsdom runs in either.
    pool: 'threads',
    maxWorkers: availableParallelism(),
    // Tests wait on conditions, never on the clock (findBy/waitFor: 30 s, src/testing/setup.ts), so these
    // deadlines only end a test that hangs — long enough that a machine under load never trips them.
    testTimeout: 90_000,
    hookTimeout: 180_000,
    teardownTimeout: 60_000,
    projects: [
      {
        // Most files share their worker's jsdom and module cache: the app's modules, its pages' code and the
        // catalogues load once per worker instead of once per file. src/testing/setup.ts resets what a file
        // may leave behind (the DOM, storage, toasts, the language, fake timers).
        extends: true,
        test: { name: 'shared', isolate: false, exclude: [...configDefaults.exclude, ...ISOLATED_TESTS] },
      },
      {
        // vi.mock replaces a module for one file only: those files get a fresh module cache of their own.
        extends: true,
        test: { name: 'isolated', isolate: true, include: ISOLATED_TESTS },
      },
    ],
  },
})
