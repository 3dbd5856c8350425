// Issue 18: the shop forms' shared parts in Kannada — the first-run notice, the invoices note, the save bar, a
// list editor, the Markdown help and preview, a picture field. Labels and nouns the forms pass in are theirs.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { ensureBundle, setLanguage } from '@/lib/i18n'
import { mockApi } from '@/testing/mock-api'
import { testShop } from '@/testing/shop-fixtures'

import { FirstRunNotice } from './first-run-notice'
import { ImageField } from './image-field'
import { InvoiceNotice } from './invoice-notice'
import { ListEditor } from './list-editor'
import { MarkdownField, MarkdownHelp } from './markdown-field'
import { SaveBar } from './save-bar'

describe("the shop forms' parts in Kannada (issue 18)", () => {
  it('shows the notices, the save bar, a list, the Markdown help and a picture field in Kannada', async () => {
    mockApi({ 'GET /api/v1/shop': Response.json({ ...testShop, configured: false }) })
    await act(async () => {
      await ensureBundle('admin')
      await setLanguage('kn')
    })
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <FirstRunNotice onOpenSettings={() => undefined} />
        <InvoiceNotice shop={{ ...testShop, invoiceNotice: '' }} />
        <InvoiceNotice shop={{ ...testShop, invoices: 'tax_invoice', invoiceNotice: '' }} />
        <ListEditor items={['a', 'b']} onChange={() => undefined} noun="ಪ್ರಶ್ನೆ" blank={() => ''}>
          {(item) => <span>{item}</span>}
        </ListEditor>
        <MarkdownHelp />
        <MarkdownField label="ಪರಿಚಯ" value="**ಖಾದಿ**" onChange={() => undefined} />
        <ImageField label="ಲೋಗೋ" value={null} onChange={() => undefined} />
        <form>
          <SaveBar saving={false} label="ಉಳಿಸಿ" problem={null} conflict="x" onReload={() => undefined} updatedAt={null} />
        </form>
      </QueryClientProvider>,
    )
    expect(await screen.findByRole('heading', { name: 'ನಿಮ್ಮ ಅಂಗಡಿಯನ್ನು ಸಿದ್ಧಪಡಿಸಿ' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'ಸೆಟ್ಟಿಂಗ್‌ಗಳನ್ನು ತೆರೆಯಿರಿ' })).toBeInTheDocument()
    const [receipts, invoices] = screen.getAllByRole('note', { name: 'ಇನ್‌ವಾಯ್ಸ್‌ಗಳು' })
    expect(receipts).toHaveTextContent('ರಸೀದಿಗಳು ಮಾತ್ರ, GST ಇನ್‌ವಾಯ್ಸ್‌ಗಳಿಲ್ಲ')
    expect(invoices).toHaveTextContent(/ಸಂಖ್ಯೆ GKS\/\d\d-\d\d\/000123 ರೀತಿ ಇರುತ್ತದೆ\./)

    expect(screen.getByText('ಪ್ರಶ್ನೆ 2')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'ಪ್ರಶ್ನೆ 2 ಮೇಲಕ್ಕೆ ಸರಿಸಿ' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'ಪ್ರಶ್ನೆ 1 ತೆಗೆದುಹಾಕಿ' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'ಪ್ರಶ್ನೆ ಸೇರಿಸಿ' })).toBeInTheDocument()

    const help = screen.getByRole('complementary', { name: 'ಫಾರ್ಮ್ಯಾಟಿಂಗ್' })
    expect(help).toHaveTextContent('ಫಾರ್ಮ್ಯಾಟಿಂಗ್: **ದಪ್ಪ**, *ಓರೆ*')
    expect(help).toHaveTextContent('{shop} {email} {phone} {address} {state} ಸೆಟ್ಟಿಂಗ್‌ಗಳಲ್ಲಿರುವ ಅಂಗಡಿಯ ವಿವರಗಳನ್ನು ತೋರಿಸುತ್ತವೆ.')
    await userEvent.click(screen.getByRole('button', { name: 'ಪರಿಚಯ ಮುನ್ನೋಟ ನೋಡಿ' }))
    expect(screen.getByRole('button', { name: 'ಪರಿಚಯ ಮುನ್ನೋಟ ಮರೆಮಾಡಿ' })).toBeInTheDocument()

    expect(screen.getByText('ಅಪ್‌ಲೋಡ್ ಮಾಡಿ')).toBeInTheDocument()
    expect(screen.getByText('ಇನ್ನೂ ಉಳಿಸಿಲ್ಲ')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'ಮತ್ತೆ ಲೋಡ್ ಮಾಡಿ' })).toBeInTheDocument()

    const text = document.body.textContent
    for (const english of ['Set up your shop', 'Open Settings', 'Receipts only', 'Paid orders get', 'Add a', 'Formatting', 'bold', 'a line starting with', "show the shop's details", 'Preview', 'Upload', 'None', 'Not saved yet', 'Reload']) {
      expect(text).not.toContain(english)
    }
  })
})
