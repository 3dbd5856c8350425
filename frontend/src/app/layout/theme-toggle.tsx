import { MoonIcon, SunIcon } from '@/components/icons'
import { useT } from '@/lib/i18n'
import { useTheme } from '@/lib/theme'

export function ThemeToggle() {
  const [theme, setTheme] = useTheme()
  const t = useT()
  const next = theme === 'dark' ? 'light' : 'dark'
  const label = next === 'dark' ? t('common.switchToDark') : t('common.switchToLight')
  return (
    <button
      type="button"
      onClick={() => setTheme(next)}
      aria-label={label}
      title={label}
      className="inline-flex size-11 items-center justify-center rounded-full text-ink transition hover:bg-cloth"
    >
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  )
}
