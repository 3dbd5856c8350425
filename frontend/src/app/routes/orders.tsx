import { OrdersPage } from '@/features/orders/orders-page'

export default OrdersPage
