// Issue 30: the product page checks a pincode — 'Delivers to 580020 · Hubballi, Karnataka · ₹60 · 2–3 days',
// the server's quote for this product — and refuses one India Post does not list.
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { makeProduct } from '@/testing/fixtures'
import { apiError, mockApi } from '@/testing/mock-api'
import { renderApp } from '@/testing/render-app'

const honey = makeProduct({ id: 'p_honey', title: 'Wild Forest Honey', category: 'honey', price: 39000, options: { category: 'honey', availableSizes: [], availableTypes: [] } })
const quote = {
  pincode: '580020', city: 'Hubballi', district: 'Dharwad', state: 'Karnataka', zone: 'karnataka', zoneName: 'Within Karnataka',
  fee: 6000, free: false, freeAbove: 150000, goods: 39000, total: 45000, weightGrams: 700, daysMin: 2, daysMax: 3, codAvailable: null,
}

it('says where, what and how long delivery to a pincode takes, and refuses an unknown one', async () => {
  localStorage.clear()
  mockApi({
    'GET /api/v1/products/p_honey': Response.json(honey),
    'GET /api/v1/delivery/quote?pincode=580020&productId=p_honey&quantity=1': Response.json(quote),
    'GET /api/v1/delivery/quote?pincode=999999&productId=p_honey&quantity=1': apiError(422, 'unknown_pincode', 'x', { pincode: 'x' }),
  })
  renderApp({ path: '/productInfo/p_honey' })
  const pincode = await screen.findByLabelText('Delivery pincode', {}, { timeout: 30_000 })
  await userEvent.type(pincode, '580020')
  await userEvent.click(screen.getByRole('button', { name: 'Check' }))
  expect(await screen.findByTestId('delivery-outcome', {}, { timeout: 30_000 })).toHaveTextContent(
    'Delivers to 580020 · Hubballi, Karnataka · ₹60 · 2–3 days',
  )
  expect(localStorage.getItem('pincode')).toBe('580020')

  await userEvent.clear(pincode)
  await userEvent.type(pincode, '999999')
  await userEvent.click(screen.getByRole('button', { name: 'Check' }))
  expect(await screen.findByText('We could not find this pincode. Please check it.', {}, { timeout: 30_000 })).toBeInTheDocument()
})

it('says "Cash on delivery available" only when the server says so (issue 30)', async () => {
  localStorage.clear()
  mockApi({
    'GET /api/v1/products/p_honey': Response.json(honey),
    'GET /api/v1/delivery/quote?pincode=580020&productId=p_honey&quantity=1': Response.json({ ...quote, codAvailable: true }),
    'GET /api/v1/delivery/quote?pincode=795001&productId=p_honey&quantity=1': Response.json({ ...quote, pincode: '795001', codAvailable: false }),
  })
  renderApp({ path: '/productInfo/p_honey' })
  const pincode = await screen.findByLabelText('Delivery pincode', {}, { timeout: 30_000 })
  await userEvent.type(pincode, '580020')
  await userEvent.click(screen.getByRole('button', { name: 'Check' }))
  expect(await screen.findByText('Delivers to 580020 · Hubballi, Karnataka · ₹60 · 2–3 days · Cash on delivery available', {}, { timeout: 30_000 })).toBeInTheDocument()
  await userEvent.clear(pincode)
  await userEvent.type(pincode, '795001')
  await userEvent.click(screen.getByRole('button', { name: 'Check' }))
  const outcome = await screen.findByText(/Delivers to 795001/, {}, { timeout: 30_000 })
  expect(outcome).not.toHaveTextContent('Cash on delivery available')
  expect(outcome).toHaveTextContent('No cash on delivery here')
})
