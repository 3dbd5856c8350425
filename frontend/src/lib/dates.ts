// DESIGN.md §4: timestamps are UTC; product dates read like 'Mar 05, 2025', order dates use en-IN.
const productDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: '2-digit',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
})

const orderDateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
})

/** 'Mar 05, 2025' */
export function formatProductDate(value: string | Date): string {
  return productDate.format(new Date(value))
}

/** en-IN date and time in the shop's time zone, e.g. '5 Mar 2025, 3:04 pm'. */
export function formatOrderDate(value: string | Date): string {
  return orderDateTime.format(new Date(value))
}
