// Issue 30: /account/addresses — a signed-in shopper's saved addresses: the default marked, add (the place
// filled in from the pincode, an unknown pincode refused before anything is sent), edit, delete after a
// second word, make another the default; reachable from the account page and the menu.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { switchTo } from '@/testing/languages'
import { apiError, mockApi, type ApiCall } from '@/testing/mock-api'
import { renderApp, shopper } from '@/testing/render-app'

const me = { uid: shopper.uid, name: 'Meera Rao', email: shopper.email, phone: '9876543210', role: 'user' }
const home = {
  id: 'a_home', name: 'Meera Rao', house: 'Flat 3B', address: '12, 4th Cross, Vidyanagar', locality: 'Vidyanagar', city: 'Hubballi',
  district: 'Dharwad', state: 'Karnataka', pincode: '580021', mobile: '9876543210', isDefault: true,
}
const office = {
  id: 'a_office', name: 'Suresh Rao', house: '', address: '221, MG Road', locality: '', city: 'Bengaluru', district: 'Bengaluru Urban',
  state: 'Karnataka', pincode: '560001', mobile: '9845012345', isDefault: false,
}
const hubballi = { pincode: '580020', city: 'Hubballi', district: 'Dharwad', state: 'Karnataka', stateCode: '29', localities: ['Hubballi'] }
const unknown = apiError(422, 'unknown_pincode', 'We could not find this pincode. Please check it.', {
  pincode: 'We could not find this pincode. Please check it.',
})
const BOOK = '/api/v1/account/addresses'

/** The fake server's book: changes through the API change what the next list shows. */
function api(start = [home, office]) {
  let book = start.map((address) => ({ ...address }))
  const list = () => Response.json(book)
  return mockApi({
    'GET /api/v1/auth/me': Response.json(me),
    [`GET ${BOOK}`]: list,
    'GET /api/v1/pincodes/580020': Response.json(hubballi),
    'GET /api/v1/pincodes/999999': unknown,
    [`POST ${BOOK}`]: (call: ApiCall) => {
      const body = call.body as Record<string, string>
      const added = { ...home, ...body, id: 'a_new', district: 'Dharwad', state: 'Karnataka', isDefault: book.length === 0 }
      book = [...book, added]
      return Response.json(added, { status: 201 })
    },
    [`PUT ${BOOK}/a_office`]: (call: ApiCall) => {
      book = book.map((address) => (address.id === 'a_office' ? { ...address, ...(call.body as object) } : address))
      return Response.json(book[1])
    },
    [`DELETE ${BOOK}/a_office`]: () => {
      book = book.filter((address) => address.id !== 'a_office')
      return new Response(null, { status: 204 })
    },
    [`POST ${BOOK}/a_office/default`]: () => {
      book = book.map((address) => ({ ...address, isDefault: address.id === 'a_office' }))
      return Response.json(book[1])
    },
  })
}

const card = (name: string) => {
  const found = screen.getAllByTestId('saved-address').find((item) => within(item).queryByText(name))
  if (!found) throw new Error(`no address of ${name}`)
  return within(found)
}

describe('/account/addresses (issue 30)', () => {
  it('lists the addresses, the default marked, with the place and the mobile', async () => {
    api()
    renderApp({ path: '/account/addresses', user: shopper })
    expect(await screen.findByRole('heading', { level: 1, name: 'Saved addresses' })).toBeInTheDocument()
    await waitFor(() => expect(screen.getAllByTestId('saved-address')).toHaveLength(2))
    expect(card('Meera Rao').getByTestId('default-badge')).toHaveTextContent('Default')
    expect(card('Meera Rao').getByText('Dharwad, Karnataka 580021')).toBeInTheDocument()
    expect(card('Meera Rao').getByText('Mobile 9876543210')).toBeInTheDocument()
    expect(card('Meera Rao').queryByRole('button', { name: /default/ })).not.toBeInTheDocument()
    expect(card('Suresh Rao').queryByTestId('default-badge')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account')
  })

  it('adds an address: the place fills in from the pincode, an unknown pincode is refused first', async () => {
    const calls = api()
    renderApp({ path: '/account/addresses', user: shopper })
    await userEvent.click(await screen.findByRole('button', { name: 'Add an address' }))
    const editor = within(screen.getByTestId('address-editor'))
    expect(editor.getByRole('textbox', { name: 'Name' })).toHaveValue('Meera Rao') // from the account
    await userEvent.type(editor.getByRole('textbox', { name: 'Address' }), '4, Station Road')
    await userEvent.type(editor.getByRole('textbox', { name: 'Pincode' }), '999999')
    expect(await editor.findByText('We could not find this pincode. Please check it.')).toBeInTheDocument()
    await userEvent.click(editor.getByRole('button', { name: 'Save address' }))
    expect(calls.callsTo('POST', BOOK)).toHaveLength(0)

    await userEvent.clear(editor.getByRole('textbox', { name: 'Pincode' }))
    await userEvent.type(editor.getByRole('textbox', { name: 'Pincode' }), '580020')
    await waitFor(() => expect(editor.getByRole('textbox', { name: 'Town or city' })).toHaveValue('Hubballi'))
    expect(editor.getByTestId('checkout-state')).toHaveTextContent('Karnataka')
    await userEvent.click(editor.getByRole('checkbox', { name: 'Make this my default address' }))
    await userEvent.click(editor.getByRole('button', { name: 'Save address' }))
    await waitFor(() => expect(calls.callsTo('POST', BOOK)).toHaveLength(1))
    expect(calls.callsTo('POST', BOOK)[0]?.body).toMatchObject({
      name: 'Meera Rao', address: '4, Station Road', pincode: '580020', city: 'Hubballi', mobile: '9876543210', isDefault: true,
    })
    await waitFor(() => expect(screen.getAllByTestId('saved-address')).toHaveLength(3))
    expect(screen.queryByTestId('address-editor')).not.toBeInTheDocument()
  })

  it("shows the rules' messages under the fields and sends nothing", async () => {
    const calls = api([])
    renderApp({ path: '/account/addresses', user: shopper })
    expect(await screen.findByText('No saved addresses yet.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Add an address' }))
    const editor = within(screen.getByTestId('address-editor'))
    await userEvent.clear(editor.getByRole('textbox', { name: 'Mobile' }))
    await userEvent.type(editor.getByRole('textbox', { name: 'Pincode' }), '5800')
    await userEvent.click(editor.getByRole('button', { name: 'Save address' }))
    expect(editor.getByText('Address is required')).toBeInTheDocument()
    expect(editor.getByText('Pincode must be 6 digits')).toBeInTheDocument()
    expect(editor.getByText('Mobile must be 10–12 digits')).toBeInTheDocument()
    expect(editor.getByRole('textbox', { name: 'Address' })).toHaveFocus()
    // the first address is the default: no box to tick
    expect(editor.queryByRole('checkbox')).not.toBeInTheDocument()
    expect(calls.callsTo('POST', BOOK)).toHaveLength(0)
  })

  it('edits an address in place', async () => {
    const calls = api()
    renderApp({ path: '/account/addresses', user: shopper })
    await userEvent.click(await screen.findByRole('button', { name: 'Edit the address of Suresh Rao' }))
    const editor = within(screen.getByTestId('address-editor'))
    expect(editor.getByRole('heading', { name: 'Edit address' })).toBeInTheDocument()
    const address = editor.getByRole('textbox', { name: 'Address' })
    expect(address).toHaveValue('221, MG Road')
    await userEvent.clear(address)
    await userEvent.type(address, '5, Brigade Road')
    await userEvent.click(editor.getByRole('button', { name: 'Save address' }))
    await waitFor(() => expect(calls.callsTo('PUT', `${BOOK}/a_office`)).toHaveLength(1))
    expect(calls.callsTo('PUT', `${BOOK}/a_office`)[0]?.body).toMatchObject({ address: '5, Brigade Road', pincode: '560001', isDefault: false })
    expect(await screen.findByText('5, Brigade Road')).toBeInTheDocument()
  })

  it('deletes an address after a second word, and makes another the default', async () => {
    const calls = api()
    renderApp({ path: '/account/addresses', user: shopper })
    await userEvent.click(await screen.findByRole('button', { name: 'Make the address of Suresh Rao the default' }))
    await waitFor(() => expect(card('Suresh Rao').getByTestId('default-badge')).toBeInTheDocument())
    expect(card('Meera Rao').queryByTestId('default-badge')).not.toBeInTheDocument()
    expect(calls.callsTo('POST', `${BOOK}/a_office/default`)).toHaveLength(1)

    await userEvent.click(screen.getByRole('button', { name: 'Delete the address of Suresh Rao' }))
    expect(calls.callsTo('DELETE', `${BOOK}/a_office`)).toHaveLength(0) // not yet: it asks
    const confirm = within(screen.getByRole('group', { name: 'Delete this address?' }))
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.getAllByTestId('saved-address')).toHaveLength(1))
    expect(calls.callsTo('DELETE', `${BOOK}/a_office`)).toHaveLength(1)
  })

  it('is reachable from the account page', async () => {
    mockApi({ 'GET /api/v1/account': Response.json(me), 'GET /api/v1/auth/me': Response.json(me) })
    renderApp({ path: '/account', user: shopper })
    expect(await screen.findByRole('link', { name: 'Saved addresses' })).toHaveAttribute('href', '/account/addresses')
  })

  it('speaks Kannada', async () => {
    api()
    renderApp({ path: '/account/addresses', user: shopper })
    await screen.findAllByTestId('saved-address')
    await switchTo('kn')
    try {
      expect(screen.getByRole('heading', { level: 1, name: 'ಉಳಿಸಿದ ವಿಳಾಸಗಳು' })).toBeInTheDocument()
      expect(card('Meera Rao').getByTestId('default-badge')).toHaveTextContent('ಡೀಫಾಲ್ಟ್')
      expect(screen.getByRole('button', { name: 'ವಿಳಾಸ ಸೇರಿಸಿ' })).toBeInTheDocument()
    } finally {
      await switchTo('en')
    }
  })
})
