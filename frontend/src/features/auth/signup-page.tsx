import { Link, useSearchParams } from 'react-router'

import { paths } from '@/lib/paths'
import { useDocumentTitle } from '@/lib/use-document-title'

import { AuthCard } from './components/auth-card'
import { SignupForm } from './components/signup-form'
import { safeNextPath } from './next-path'

/** spec §2 /signup: name, phone, e-mail, password twice; links to the terms and to login. */
export function SignupPage() {
  useDocumentTitle('Sign Up')
  const [params] = useSearchParams()
  const next = safeNextPath(params.get('next'))
  return (
    <AuthCard
      title="Create your account"
      intro="Join the Khadi Bhandar family — it takes a minute."
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.login.getHref(next ?? undefined)} className="font-semibold text-accent underline underline-offset-2">
            Login
          </Link>
        </>
      }
    >
      <SignupForm next={next} />
    </AuthCard>
  )
}
