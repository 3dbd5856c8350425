import { SignupPage } from '@/features/auth/signup-page'

export default SignupPage
