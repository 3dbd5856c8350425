import { CLIENT_ROUTES } from '@/lib/api/shared-values.gen'
import { paths } from '@/lib/paths'

import { NOT_FOUND_PAGE, PAGES, pageModule } from './pages'

describe('the route table', () => {
  it('has a page for each route the server knows, in its access group', () => {
    const table = Object.entries(PAGES).flatMap(([access, pages]) =>
      Object.keys(pages).map((path) => ({ path, access })),
    )
    expect(table).toEqual(expect.arrayContaining([...CLIENT_ROUTES]))
    expect(table).toHaveLength(CLIENT_ROUTES.length)
  })

  it('links to the routes the server knows, no more and no fewer', () => {
    const linked = Object.values(paths).map((route) => route.path)
    expect(new Set(linked)).toEqual(new Set(CLIENT_ROUTES.map((route) => route.path)))
  })

  it('names page modules that exist', () => {
    const modules = Object.keys(import.meta.glob('/src/app/routes/*.tsx'))
    const names = [...Object.values(PAGES).flatMap((pages) => Object.values(pages)), NOT_FOUND_PAGE]
    for (const name of names) expect(modules, name).toContain(`/${pageModule(name)}`)
  })
})
