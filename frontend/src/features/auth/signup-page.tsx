import { Link, useSearchParams } from 'react-router'

import { useT } from '@/lib/i18n'
import { paths } from '@/lib/paths'
import { useDocumentTitle } from '@/lib/use-document-title'

import { AuthCard } from './components/auth-card'
import { SignupForm } from './components/signup-form'
import { safeNextPath } from './next-path'

/** spec §2 /signup: name, phone, e-mail, password twice; links to the terms and to login. */
export function SignupPage() {
  const t = useT()
  useDocumentTitle(t('auth.signupTitle'))
  const [params] = useSearchParams()
  const next = safeNextPath(params.get('next'))
  return (
    <AuthCard
      title={t('auth.createTitle')}
      intro={t('auth.signupIntro')}
      footer={
        <>
          {t('auth.haveAccount')}{' '}
          <Link to={paths.login.getHref(next ?? undefined)} className="font-semibold text-accent underline underline-offset-2">
            {t('auth.login')}
          </Link>
        </>
      }
    >
      <SignupForm next={next} />
    </AuthCard>
  )
}
