import { Link, Navigate, useLocation, useSearchParams } from 'react-router'

import { useT } from '@/lib/i18n'
import { paths } from '@/lib/paths'
import { useStoredUser } from '@/lib/stored-user'
import { useDocumentTitle } from '@/lib/use-document-title'

import { AuthCard } from './components/auth-card'
import { LoginForm } from './components/login-form'
import { safeNextPath } from './next-path'

function emailFrom(state: unknown): string {
  if (typeof state !== 'object' || state === null) return ''
  const { email } = state as Record<string, unknown>
  return typeof email === 'string' ? email : ''
}

/** spec §2 /login. A stored user goes on at once — to the page a guard sent them from, else to /. That is
 *  also how a successful login leaves: the form stores the user and this page redirects. */
export function LoginPage() {
  const t = useT()
  useDocumentTitle(t('auth.login'))
  const user = useStoredUser()
  const [params] = useSearchParams()
  const location = useLocation()
  const next = safeNextPath(params.get('next'))

  if (user) return <Navigate to={next ?? paths.home.getHref()} replace />

  return (
    <AuthCard
      title={t('auth.login')}
      intro={t('auth.loginIntro')}
      footer={
        <>
          {t('auth.noAccount')}{' '}
          <Link to={paths.signup.getHref(next ?? undefined)} className="font-semibold text-accent underline underline-offset-2">
            {t('auth.signUp')}
          </Link>
        </>
      }
    >
      <LoginForm initialEmail={emailFrom(location.state)} />
    </AuthCard>
  )
}
