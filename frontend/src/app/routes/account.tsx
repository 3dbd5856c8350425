import { AccountPage } from '@/features/account/account-page'

export default AccountPage
