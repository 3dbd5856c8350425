import { AboutPage } from '@/features/pages/about-page'

export default AboutPage
