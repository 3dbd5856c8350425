// What the server's V8 lacks that the app's modules touch while they load or render (first-view.tsx
// imports this first).
import './first-view-basics'

import { URL, URLSearchParams } from 'whatwg-url'

const scope = globalThis as Record<string, unknown>

// react-router parses addresses with them; the listing reads its filters from the query.
scope.URL ??= URL
scope.URLSearchParams ??= URLSearchParams
