import { DashboardPage } from '@/features/admin/dashboard-page'

export default DashboardPage
