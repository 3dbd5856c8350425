import { NotFoundPage } from '@/features/pages/not-found-page'

export default NotFoundPage
