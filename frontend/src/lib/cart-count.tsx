// The navbar's cart badge shows the number of cart lines (spec §2, DESIGN.md §4: cartTotalItems),
// read from the server's cart; guests have none. The live event stream keeps it current in every tab.
import { useCart } from './cart/get-cart'

export function useCartCount(): number {
  return useCart().data?.cartTotalItems ?? 0
}
