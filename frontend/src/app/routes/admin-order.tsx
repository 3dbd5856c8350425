import { AdminOrderPage } from '@/features/admin/orders/order-page'

export default AdminOrderPage
