import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'

import { fieldMessages } from '@/lib/account/rules'
import { setLanguage } from '@/lib/i18n'
import { makeProduct } from '@/testing/fixtures'
import { mockApi } from '@/testing/mock-api'

import { AvailabilityBadge } from './availability-badge'
import { FieldMessage } from './form-field'
import { FulfilmentChip } from './fulfilment-chip'
import { LoadError } from './load-error'
import { OrderTimeline } from './order-timeline'
import { ProductCard } from './product-card'
import { WishlistButton } from './wishlist-button'

afterEach(async () => {
  await act(() => setLanguage('en'))
  localStorage.clear()
})

function Shared() {
  return (
    <>
      <AvailabilityBadge product={{ outOfStock: true, comingSoon: false }} />
      <FulfilmentChip order={{ status: 'paid', fulfilment: 'shipped' }} />
      <OrderTimeline entries={[{ state: 'paid', at: '2025-03-05T10:00:00Z' }]} />
      <LoadError message="x" onRetry={() => undefined} />
      <WishlistButton pressed={false} onToggle={() => undefined} productTitle="Khadi kurta" />
      <FieldMessage id="m" error={fieldMessages.nameRequired} />
    </>
  )
}

describe('shared components in Kannada and Hindi (issue 18)', () => {
  it('switch with the language', async () => {
    render(<Shared />)
    expect(screen.getByText('Out of Stock')).toBeInTheDocument()
    expect(screen.getByText('Name is required')).toBeInTheDocument()

    await act(() => setLanguage('kn'))
    expect(screen.getByText('ಸ್ಟಾಕ್ ಇಲ್ಲ')).toBeInTheDocument()
    expect(screen.getByText('ರವಾನಿಸಲಾಗಿದೆ')).toBeInTheDocument()
    expect(screen.getByText('ಪಾವತಿ ಸ್ವೀಕರಿಸಲಾಗಿದೆ')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Khadi kurta ಅನ್ನು ಇಷ್ಟಪಟ್ಟಿಗೆ ಉಳಿಸಿ' })).toBeInTheDocument()
    expect(screen.getByText('ಹೆಸರು ಅಗತ್ಯವಿದೆ')).toBeInTheDocument()
    expect(screen.queryByText('Out of Stock')).not.toBeInTheDocument()
    expect(screen.queryByText('Shipped')).not.toBeInTheDocument()

    await act(() => setLanguage('hi'))
    expect(screen.getByText('स्टॉक में नहीं')).toBeInTheDocument()
    expect(screen.getByText('नाम ज़रूरी है')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument()
  })
})

describe('product card (issue 18)', () => {
  it("shows the admin's Kannada title in Kannada, and the English one where none was entered", async () => {
    mockApi({
      'GET /api/v1/categories': Response.json([
        { name: 'kurtas', label: 'Kurtas', labelKn: 'ಕುರ್ತಾಗಳು', labelHi: '', subcategories: [], subcategoryLabels: {} },
      ]),
    })
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ProductCard
            product={makeProduct({ title: 'Khadi kurta', titleKn: 'ಖಾದಿ ಕುರ್ತಾ', titleHi: '', category: 'kurtas' })}
            heart={false}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    )
    expect(screen.getByRole('link', { name: 'Khadi kurta' })).toBeInTheDocument()
    expect(await screen.findByText('Kurtas')).toBeInTheDocument() // English: the owner's name for the category
    await act(() => setLanguage('kn'))
    expect(screen.getByRole('link', { name: 'ಖಾದಿ ಕುರ್ತಾ' })).toBeInTheDocument()
    expect(await screen.findByText('ಕುರ್ತಾಗಳು')).toBeInTheDocument()
    await act(() => setLanguage('hi'))
    expect(screen.getByRole('link', { name: 'Khadi kurta' })).toBeInTheDocument()
  })
})
