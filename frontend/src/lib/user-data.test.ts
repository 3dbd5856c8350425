import { QueryClient } from '@tanstack/react-query'

import { forgetUserData } from './user-data'

describe('forgetUserData', () => {
  it('drops every query but the public catalogue ones', () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(['products'], { version: 1, products: [] })
    queryClient.setQueryData(['categories'], [])
    queryClient.setQueryData(['cart'], { lines: [] })
    queryClient.setQueryData(['wishlist'], [])
    queryClient.setQueryData(['auth', 'me'], { uid: 'u_1' })
    queryClient.setQueryData(['admin', 'users', { page: 1 }], [])
    forgetUserData(queryClient)
    expect(queryClient.getQueryCache().getAll().map((query) => query.queryKey[0]).sort()).toEqual(['categories', 'products'])
  })
})
