// DESIGN.md §4: money is integer paise everywhere; only the UI turns it into rupees.
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })

/** Formats an amount in paise as en-IN rupees, e.g. 12345 → '₹123.45', 12345678 → '₹1,23,456.78'. */
export function formatInr(paise: number): string {
  return inr.format(paise / 100)
}
