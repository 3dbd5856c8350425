import { CareersPage } from '@/features/pages/careers-page'

export default CareersPage
