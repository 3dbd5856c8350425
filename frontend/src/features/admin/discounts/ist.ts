// Issue 31: the owner types a code's start and end in IST (the shop's time), whatever the browser's zone.
const IST_OFFSET_MINUTES = 330

/** '2026-10-20T06:00' (a datetime-local value, read as IST) → '2026-10-20T00:30:00.000Z'; '' → null. */
export function istInputToInstant(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim())
  if (!match) return null
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number]
  return new Date(Date.UTC(y, mo - 1, d, h, mi) - IST_OFFSET_MINUTES * 60_000).toISOString()
}

/** The instant as a datetime-local value in IST; '' for none. */
export function instantToIstInput(instant: string | null | undefined): string {
  if (!instant) return ''
  const ist = new Date(new Date(instant).getTime() + IST_OFFSET_MINUTES * 60_000)
  return ist.toISOString().slice(0, 16)
}
