import { CheckoutPage } from '@/features/checkout/checkout-page'

export default CheckoutPage
