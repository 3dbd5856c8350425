import { CartPage } from '@/features/cart/cart-page'

export default CartPage
