// POST /api/v1/return-photos (issue 16): one photo of a damaged or defective item, uploaded as soon as the
// shopper picks it. The server decodes it and refuses a file that is not an image or too big; its message
// is what the form shows.
import { apiSend } from '@/lib/api/client'

import type { ReturnPhoto } from './return-types'

export function uploadReturnPhoto(file: File): Promise<ReturnPhoto> {
  const form = new FormData()
  form.append('file', file, file.name)
  return apiSend<ReturnPhoto>('POST', '/api/v1/return-photos', form)
}
