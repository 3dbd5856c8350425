import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { setLanguage, translate } from '@/lib/i18n'

import { IMPORT_URL } from '../api/import-products'
import { ImportCsvDialog } from './import-csv-dialog'

// A fake XMLHttpRequest: the test sends the upload's progress and the server's answer.
type ProgressEvent = { lengthComputable: boolean; loaded: number; total: number }
class FakeXhr {
  static sent: FakeXhr[] = []
  upload: { onprogress: ((event: ProgressEvent) => void) | null; onload: (() => void) | null } = { onprogress: null, onload: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null
  status = 0
  responseText = ''
  url = ''
  body: FormData | null = null
  open(_method: string, url: string) {
    this.url = url
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body
    FakeXhr.sent.push(this)
  }
  abort() {
    this.onabort?.()
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }))
  }
  async answer(status: number, body: unknown) {
    this.status = status
    this.responseText = JSON.stringify(body)
    await act(async () => {
      this.onload?.()
      await Promise.resolve() // the dialog's .then runs inside act
    })
  }
}

const report = (fields: Partial<{ rows: number; created: number; updated: number; errors: unknown[]; dryRun: boolean }>) => ({
  rows: 2,
  created: 1,
  updated: 1,
  errors: [],
  dryRun: true,
  ...fields,
})

/** The n-th request the dialog sent. */
function sent(index: number): FakeXhr {
  const request = FakeXhr.sent[index]
  if (!request) throw new Error(`request ${index} was not sent`)
  return request
}

beforeEach(() => {
  FakeXhr.sent = []
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
})
function renderDialog() {
  const onClose = vi.fn()
  const queryClient = new QueryClient()
  render(
    <QueryClientProvider client={queryClient}>
      <ImportCsvDialog open onClose={onClose} />
    </QueryClientProvider>,
  )
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Import products' }) }
}

const csvFile = (text = 'id,title\n', name = 'products.csv') => new File([text], name, { type: 'text/csv' })

async function chooseAndCheck(file = csvFile()) {
  const user = userEvent.setup()
  await user.upload(screen.getByLabelText('CSV file'), file)
  await user.click(screen.getByRole('button', { name: 'Check file' }))
  return user
}

test('a dry run shows the upload progress, then every row error by row and column, and offers no Apply', async () => {
  const { dialog } = renderDialog()
  await chooseAndCheck()

  const request = sent(0)
  expect(request.url).toBe(`${IMPORT_URL}?dryRun=true`)
  expect((request.body?.get('file') as File).name).toBe('products.csv')
  request.progress(40, 100)
  expect(within(dialog).getByRole('status')).toHaveTextContent('Uploading… 40%')
  expect(within(dialog).getByRole('progressbar', { name: 'Uploading… 40%' })).toHaveAttribute('value', '40')
  request.progress(100, 100)
  expect(within(dialog).getByRole('status')).toHaveTextContent('Checking every row…')

  await request.answer(
    422,
    report({
      rows: 3,
      created: 0,
      updated: 0,
      errors: [
        { row: 3, column: 'price', message: 'Price must be a number of rupees' },
        { row: 3, column: 'category', message: 'Choose a category from the list' },
        { row: 4, column: '', message: 'This row has more cells than the header row has columns' },
      ],
    }),
  )

  expect(within(dialog).getByRole('alert')).toHaveTextContent('2 rows have errors; nothing was imported.')
  const rows = within(within(dialog).getByRole('table', { name: 'Rows with errors' })).getAllByRole('row')
  expect(rows.map((row) => row.textContent)).toEqual([
    'RowColumnProblem',
    '3pricePrice must be a number of rupees',
    '3categoryChoose a category from the list',
    '4—This row has more cells than the header row has columns',
  ])
  expect(within(dialog).queryByRole('button', { name: 'Apply import' })).not.toBeInTheDocument()
})

test('a clean dry run says what will change; Apply sends the file for real and reports what was done', async () => {
  const { dialog } = renderDialog()
  const user = await chooseAndCheck()
  await sent(0).answer(200, report({ rows: 2, created: 1, updated: 1 }))
  expect(within(dialog).getByRole('status')).toHaveTextContent('2 rows checked: 1 to create, 1 to update.')

  await user.click(within(dialog).getByRole('button', { name: 'Apply import' }))

  const apply = sent(1)
  expect(apply.url).toBe(`${IMPORT_URL}?dryRun=false`)
  apply.progress(100, 100)
  expect(within(dialog).getByRole('status')).toHaveTextContent('Applying every row…')
  // while the rows are written the dialog stays open: no second Apply, no Cancel
  expect(within(dialog).getByRole('button', { name: 'Check file' })).toBeDisabled()
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled()

  await apply.answer(200, report({ rows: 2, created: 1, updated: 1, dryRun: false }))

  expect(within(dialog).getByRole('status')).toHaveTextContent('Imported: 1 product created, 1 updated.')
  expect(FakeXhr.sent).toHaveLength(2)
  expect(within(dialog).getByRole('button', { name: 'Done' })).toBeEnabled()
})

test("the server's message is shown when it cannot read the file or the file was already imported", async () => {
  const { dialog } = renderDialog()
  const user = await chooseAndCheck()
  const unreadable = "The file is not UTF-8 text. In Excel choose 'Save as' → 'CSV UTF-8 (Comma delimited)'"
  await sent(0).answer(422, { error: 'validation_error', message: unreadable, fields: { file: unreadable } })
  expect(within(dialog).getByRole('alert')).toHaveTextContent(unreadable)

  await user.click(within(dialog).getByRole('button', { name: 'Check file' }))
  await sent(1).answer(409, { error: 'conflict', message: 'This file was already imported on 25 Nov 2026', fields: {} })
  expect(within(dialog).getByRole('alert')).toHaveTextContent('This file was already imported on 25 Nov 2026')
})

test("issue 28: a Kannada admin reads every row's problem and the whole file's refusal in Kannada", async () => {
  const { dialog } = renderDialog()
  const user = await chooseAndCheck()
  await act(() => setLanguage('kn'))
  await sent(0).answer(
    422,
    report({
      rows: 3,
      created: 0,
      updated: 0,
      errors: [
        { row: 2, column: 'id', message: 'This id is also on row 1; each product may appear once', reason: 'catalog.row_repeated_id', params: { row: 1 }, parts: [] },
        { row: 3, column: 'price', message: 'Price must be a number of rupees', reason: 'catalog.price_not_a_number', params: {}, parts: [] },
        {
          row: 4,
          column: 'stock',
          message: 'M/Half Sleeve: Stock must be a whole number of pieces',
          reason: 'catalog.stock_variant_problem',
          params: { name: 'M/Half Sleeve', lines: 'Stock must be a whole number of pieces' },
          parts: [{ reason: 'stock.whole_pieces', params: {} }],
        },
      ],
    }),
  )
  const rows = within(within(dialog).getByRole('table')).getAllByRole('row').slice(1)
  expect(rows.map((row) => row.textContent)).toEqual([
    '2idಈ id ಸಾಲು 1 ರಲ್ಲೂ ಇದೆ; ಪ್ರತಿ ಉತ್ಪನ್ನ ಒಮ್ಮೆ ಮಾತ್ರ ಬರಬಹುದು',
    '3price' + translate('refusals.catalog.price_not_a_number'),
    '4stockM/Half Sleeve: ' + translate('refusals.stock.whole_pieces'),
  ])
  for (const row of rows) expect(row.textContent).not.toMatch(/must|each product|Stock/)

  await user.click(within(dialog).getByRole('button', { name: translate('admin-products.checkFile') }))
  await sent(1).answer(409, {
    error: 'conflict',
    message: 'This file was already imported on 05 Mar 2026 at 09:30 UTC and created 3 products; …',
    fields: {},
    reason: 'catalog.already_imported',
    params: { importedAt: '2026-03-05T09:30:00+00:00', created: 3 },
  })
  const alert = within(dialog).getByRole('alert')
  expect(alert.textContent).toContain('ಈಗಾಗಲೇ ಆಮದು')
  expect(alert.textContent).not.toMatch(/UTC|imported|2026-03-05T/)
  await act(() => setLanguage('en'))
})

test('a file over 5 MB is refused before it is sent', async () => {
  const { dialog } = renderDialog()
  await chooseAndCheck(csvFile('x'.repeat(5 * 1024 * 1024 + 1)))

  expect(await within(dialog).findByRole('alert')).toHaveTextContent('The file is larger than 5 MB')
  expect(FakeXhr.sent).toHaveLength(0)
})

test('Cancel during a dry run stops it and closes the dialog', async () => {
  const { dialog, onClose } = renderDialog()
  const user = await chooseAndCheck()
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
  expect(onClose).toHaveBeenCalled()
})
