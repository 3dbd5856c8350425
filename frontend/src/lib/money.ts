// DESIGN.md §4: money is integer paise everywhere; only the UI turns it into rupees.
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })
const wholeInr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 })

/** Formats an amount in paise as en-IN rupees, e.g. 12345 → '₹123.45', 12345678 → '₹1,23,456.78'. */
export function formatInr(paise: number): string {
  return inr.format(paise / 100)
}

/** Whole rupees without decimals, e.g. 2000 → '₹2,000' (the price slider). */
export function formatWholeRupees(rupees: number): string {
  return wholeInr.format(rupees)
}

/**
 * Price × quantity in paise, rounded half up to a whole paisa (DESIGN.md §4). Quantities are whole
 * units or metres on the 0.25 m grid, so the product is computed exactly in quarter-paise.
 */
export function lineTotalPaise(unitPaise: number, quantity: number): number {
  const quarters = Math.round(quantity * 4)
  const totalQuarterPaise = unitPaise * quarters
  return Math.floor((totalQuarterPaise + 2) / 4)
}

/** Rupees without '.00' when whole, e.g. 6000 → '₹60', 6050 → '₹60.50' (short lines like the product
 *  page's delivery check). */
export function formatInrShort(paise: number): string {
  return paise % 100 === 0 ? wholeInr.format(paise / 100) : inr.format(paise / 100)
}
