import { useT } from '@/lib/i18n'

import { EyeIcon, EyeOffIcon } from './icons'

type PasswordToggleProps = { inputId: string; shown: boolean; onToggle: () => void }

/** spec §2 /login: the show/hide password toggle. Its name says what a press will do. */
export function PasswordToggle({ inputId, shown, onToggle }: PasswordToggleProps) {
  const t = useT()
  const name = shown ? t('auth.hidePassword') : t('auth.showPassword')
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-controls={inputId}
      aria-label={name}
      title={name}
      className="inline-flex size-11 items-center justify-center rounded-lg text-muted transition hover:bg-cloth hover:text-ink"
    >
      {shown ? <EyeOffIcon /> : <EyeIcon />}
    </button>
  )
}
