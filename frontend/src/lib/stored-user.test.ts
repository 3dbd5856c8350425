import { getStoredUser } from './stored-user'

describe('getStoredUser', () => {
  it('is null for a guest and for unreadable values', () => {
    expect(getStoredUser()).toBeNull()
    localStorage.setItem('user', '{not json')
    expect(getStoredUser()).toBeNull()
    localStorage.setItem('user', JSON.stringify({ email: 'x@example.in' }))
    expect(getStoredUser()).toBeNull()
  })

  it('reads the spec fields and treats an unknown role as a plain user', () => {
    localStorage.setItem('user', JSON.stringify({ uid: 'u1', email: 'a@b.in', name: 'A', role: 'owner' }))
    expect(getStoredUser()).toMatchObject({ uid: 'u1', role: 'user' })
  })
})
