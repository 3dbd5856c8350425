import { TermsPage } from '@/features/pages/terms-page'

export default TermsPage
