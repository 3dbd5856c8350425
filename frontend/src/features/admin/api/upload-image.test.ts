import { percentOf, RESUMABLE_ABOVE_BYTES, uploadImage, uploadingText, UPLOAD_FAILED } from './upload-image'

// tus-js-client stands in: the test drives its callbacks.
type TusOptions = {
  endpoint: string
  chunkSize: number
  metadata: Record<string, string>
  onProgress: (sent: number, total: number) => void
  onSuccess: () => void
  onError: (error: Error) => void
}
const tus = vi.hoisted(() => ({ uploads: [] as { options: TusOptions; started: boolean; url: string | null }[] }))

vi.mock('tus-js-client', () => {
  class DetailedError extends Error {
    originalResponse: { getBody: () => string } | null = null
  }
  class Upload {
    options: TusOptions
    url: string | null = null
    record: { options: TusOptions; started: boolean; url: string | null }
    constructor(_file: File, options: TusOptions) {
      this.options = options
      this.record = { options, started: false, url: null }
      tus.uploads.push(this.record)
    }
    findPreviousUploads() {
      return Promise.resolve([])
    }
    resumeFromPreviousUpload() {}
    start() {
      this.record.started = true
      this.url = 'http://localhost/api/v1/admin/uploads/tus/abc123'
    }
    abort() {
      return Promise.resolve()
    }
  }
  return { Upload, DetailedError }
})

// A fake XMLHttpRequest for the one-request path.
class FakeXhr {
  static last: FakeXhr | null = null
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null
  status = 0
  responseText = ''
  method = ''
  url = ''
  body: FormData | null = null
  constructor() {
    FakeXhr.last = this
  }
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body
  }
  abort() {
    this.onabort?.()
  }
  answer(status: number, body: unknown) {
    this.status = status
    this.responseText = JSON.stringify(body)
    this.onload?.()
  }
}

const stored = { key: 'fabrics/silk/1_swatch.webp', url: '/media/fabrics/silk/1_swatch.webp', width: 64, height: 64, variants: [] }

function file(bytes: number, name = 'swatch.png') {
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' })
}

beforeEach(() => {
  tus.uploads.length = 0
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
})

describe("upload progress (spec §7: 'Uploading… N%')", () => {
  it('reads exactly like the spec, in whole percent', () => {
    expect(uploadingText(0)).toBe('Uploading… 0%')
    expect(uploadingText(percentOf(1, 3))).toBe('Uploading… 33%')
    expect(uploadingText(percentOf(3, 3))).toBe('Uploading… 100%')
    expect(percentOf(5, 0)).toBe(0)
  })
})

describe('small images: one multipart request', () => {
  it('posts the file and folder, reports progress and gives the stored image', async () => {
    const progress: number[] = []
    const job = uploadImage(file(RESUMABLE_ABOVE_BYTES), { category: 'fabrics', subCategory: 'silk' }, (p) => progress.push(p))
    const xhr = FakeXhr.last as FakeXhr
    expect(xhr.method).toBe('POST')
    expect(xhr.url).toBe('/api/v1/admin/uploads')
    expect(xhr.body?.get('category')).toBe('fabrics')
    expect(xhr.body?.get('subCategory')).toBe('silk')
    expect((xhr.body?.get('file') as File).name).toBe('swatch.png')
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 })
    xhr.answer(201, stored)
    await expect(job.done).resolves.toEqual(stored)
    expect(progress).toEqual([25, 100])
    expect(tus.uploads).toHaveLength(0)
  })

  it("shows the server's refusal", async () => {
    const job = uploadImage(file(10), {}, () => undefined)
    const xhr = FakeXhr.last as FakeXhr
    expect(xhr.body?.get('category')).toBeNull()
    xhr.answer(422, { error: 'invalid', message: 'Not a JPEG, PNG, WebP or GIF image', fields: {} })
    await expect(job.done).rejects.toThrow('Not a JPEG, PNG, WebP or GIF image')
  })

  it('says the upload failed on a network error, and a cancel rejects as an abort', async () => {
    const failing = uploadImage(file(10), {}, () => undefined)
    FakeXhr.last?.onerror?.()
    await expect(failing.done).rejects.toThrow(UPLOAD_FAILED)
    const cancelled = uploadImage(file(10), {}, () => undefined)
    cancelled.cancel()
    await expect(cancelled.done).rejects.toMatchObject({ name: 'AbortError' })
  })
})

describe('images above 256 KB (spec §9): resumable through tus', () => {
  it('sends in chunks with the folder in the metadata, then fetches the stored image', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(Response.json(stored)))
    vi.stubGlobal('fetch', fetchMock)
    const progress: number[] = []
    const job = uploadImage(file(RESUMABLE_ABOVE_BYTES + 1, 'big.png'), { category: 'fabrics', subCategory: 'silk' }, (p) => progress.push(p))
    await vi.waitFor(() => expect(tus.uploads[0]?.started).toBe(true))
    const upload = tus.uploads[0]
    if (!upload) throw new Error('no tus upload')
    expect(upload.options.endpoint).toBe('/api/v1/admin/uploads/tus')
    expect(upload.options.chunkSize).toBe(512 * 1024)
    expect(upload.options.metadata).toEqual({ filename: 'big.png', filetype: 'image/png', category: 'fabrics', subCategory: 'silk' })
    upload.options.onProgress(300, 1000)
    upload.options.onSuccess()
    await expect(job.done).resolves.toEqual(stored)
    expect(progress).toEqual([30])
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/admin/uploads/tus/abc123', expect.objectContaining({ method: 'GET' }))
    expect(FakeXhr.last).toBeNull()
  })

  it("shows the server's refusal of the finished upload", async () => {
    const { DetailedError } = await import('tus-js-client')
    const job = uploadImage(file(RESUMABLE_ABOVE_BYTES * 2), {}, () => undefined)
    await vi.waitFor(() => expect(tus.uploads[0]?.started).toBe(true))
    const error = Object.assign(new DetailedError('tus: unexpected response'), {
      originalResponse: { getBody: () => JSON.stringify({ error: 'too_large', message: 'Image is larger than 10 MB', fields: {} }) },
    })
    tus.uploads[0]?.options.onError(error)
    await expect(job.done).rejects.toThrow('Image is larger than 10 MB')
  })
})

afterEach(() => {
  FakeXhr.last = null
})
