import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'

import { setLanguage } from '@/lib/i18n'
import { makeProduct } from '@/testing/fixtures'
import { mockApi } from '@/testing/mock-api'

import { MrpSaving, percentOff } from './mrp-saving'
import { ProductCard } from './product-card'

afterEach(async () => {
  await act(() => setLanguage('en'))
  localStorage.clear()
})

function card(mrp: number | null) {
  mockApi({ 'GET /api/v1/categories': Response.json([]) })
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ProductCard product={makeProduct({ title: 'Ilkal saree', price: 135000, mrp, category: 'sarees' })} heart={false} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('MRP and saving (issue 31)', () => {
  it('strikes the MRP through beside the selling price, with the saving', () => {
    card(150000)
    expect(screen.getByText('₹1,350.00')).toBeInTheDocument()
    const mrp = screen.getByTestId('mrp')
    expect(mrp.tagName).toBe('S')
    expect(mrp).toHaveTextContent('MRP ₹1,500.00')
    expect(screen.getByTestId('percent-off')).toHaveTextContent('10% off')
  })

  it('says the saving in Kannada and Hindi', async () => {
    card(150000)
    await act(() => setLanguage('kn'))
    expect(screen.getByTestId('percent-off')).toHaveTextContent('10% ರಿಯಾಯಿತಿ')
    expect(screen.getByTestId('mrp')).toHaveTextContent('ಎಂಆರ್‌ಪಿ ₹1,500.00')
    await act(() => setLanguage('hi'))
    expect(screen.getByTestId('percent-off')).toHaveTextContent('10% छूट')
  })

  it('shows nothing struck through without an MRP above the price', () => {
    card(null)
    expect(screen.getByText('₹1,350.00')).toBeInTheDocument()
    expect(screen.queryByTestId('mrp')).not.toBeInTheDocument()
    render(<MrpSaving price={1000} mrp={1000} />)
    expect(screen.queryByTestId('mrp-saving')).not.toBeInTheDocument()
  })

  it('never overstates a saving: the percent is rounded down', () => {
    expect(percentOff(135000, 150000)).toBe(10)
    expect(percentOff(66700, 100000)).toBe(33)
    expect(percentOff(99950, 100000)).toBe(0) // half a percent is not shown as '1% off'
    expect(percentOff(100000, 90000)).toBe(0)
  })
})
