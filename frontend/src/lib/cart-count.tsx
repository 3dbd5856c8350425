// The navbar's cart badge shows the number of cart lines (spec §2, DESIGN.md §4: cartTotalItems).
// Guests have none; the cart feature (a later issue) will publish the real count through this context.
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react'

type CartCount = { count: number; setCount: (count: number) => void }

const CartCountContext = createContext<CartCount>({ count: 0, setCount: () => undefined })

export function CartCountProvider({ children, initialCount = 0 }: { children: ReactNode; initialCount?: number }) {
  const [count, setCount] = useState(initialCount)
  const value = useMemo(() => ({ count, setCount }), [count])
  return <CartCountContext value={value}>{children}</CartCountContext>
}

export function useCartCount(): number {
  return useContext(CartCountContext).count
}

export function useSetCartCount(): (count: number) => void {
  return useContext(CartCountContext).setCount
}
