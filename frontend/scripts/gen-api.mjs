#!/usr/bin/env node
// Generates src/lib/api/schema.d.ts from the backend's OpenAPI document (DESIGN.md §2: never edited by hand).
//
//   npm run gen:api            regenerate the types
//   npm run check:api          exit 1 when the committed types differ from what the backend describes
//   ... -- --from <file.json>  read the document from a file instead of asking the backend
//
// The backend prints its document with `uv run --project ../backend khadi openapi`.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const frontend = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const target = join(frontend, 'src/lib/api/schema.d.ts')
const args = process.argv.slice(2)
const check = args.includes('--check')
const fromIndex = args.indexOf('--from')
const fromFile = fromIndex >= 0 ? args[fromIndex + 1] : undefined

function fail(message) {
  console.error(message)
  process.exit(1)
}

function readOpenApiDocument() {
  if (fromFile) return readFileSync(resolve(fromFile), 'utf8')
  const run = spawnSync('uv', ['run', '--quiet', '--project', '../backend', 'khadi', 'openapi'], {
    cwd: frontend,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  if (run.error) fail(`Could not run uv (${run.error.message}); is uv installed?`)
  if (run.status !== 0) fail(`\`uv run --project ../backend khadi openapi\` failed with exit code ${run.status}`)
  return run.stdout
}

const document = readOpenApiDocument()
try {
  JSON.parse(document)
} catch {
  fail('The backend did not print a JSON OpenAPI document.')
}

const work = mkdtempSync(join(tmpdir(), 'khadi-openapi-'))
try {
  const specFile = join(work, 'openapi.json')
  const outFile = check ? join(work, 'schema.d.ts') : target
  writeFileSync(specFile, document)

  const require = createRequire(import.meta.url)
  const cli = join(dirname(require.resolve('openapi-typescript/package.json')), 'bin/cli.js')
  const gen = spawnSync(process.execPath, [cli, specFile, '--output', outFile], {
    cwd: frontend,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  if (gen.status !== 0) fail(`openapi-typescript failed:\n${gen.stderr}${gen.stdout}`)

  if (check) {
    const fresh = readFileSync(outFile, 'utf8')
    const committed = existsSync(target) ? readFileSync(target, 'utf8') : ''
    if (fresh !== committed) fail('API types are stale: run npm run gen:api')
    console.log('API types are up to date.')
  } else {
    console.log(`Wrote ${target.slice(frontend.length + 1)}`)
  }
} finally {
  rmSync(work, { recursive: true, force: true })
}
