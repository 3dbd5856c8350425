import { FaqPage } from '@/features/pages/faq-page'

export default FaqPage
