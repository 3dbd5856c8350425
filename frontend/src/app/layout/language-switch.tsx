import { useQueryClient } from '@tanstack/react-query'
import { useId } from 'react'

import { LanguageIcon } from '@/components/icons'
import { chooseLanguage } from '@/lib/account-language'
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, useLanguage, useT } from '@/lib/i18n'

type LanguageSwitchProps = {
  /** 'bar': a compact select beside the theme toggle; 'menu': a labelled row in the side menu. */
  variant?: 'bar' | 'menu'
  className?: string
}

/**
 * Issue 18: English, ಕನ್ನಡ or हिन्दी — a labelled native select, each language named in its own script. The
 * page switches in place (no reload: the page, the cart and any form stay); a signed-in shopper's account
 * keeps the choice (lib/account-language).
 */
export function LanguageSwitch({ variant = 'bar', className = '' }: LanguageSwitchProps) {
  const t = useT()
  const language = useLanguage()
  const queryClient = useQueryClient()
  const id = useId()
  const bar = variant === 'bar'
  return (
    <div className={`relative flex items-center ${bar ? '' : 'gap-3'} ${className}`}>
      <label htmlFor={id} className={bar ? 'sr-only' : 'flex items-center gap-2 text-sm font-medium text-muted'}>
        {bar ? null : <LanguageIcon className="size-5" />}
        {t('common.language')}
      </label>
      {bar ? <LanguageIcon className="pointer-events-none absolute left-2.5 size-[18px] text-ink" /> : null}
      <select
        id={id}
        value={language}
        title={t('common.chooseLanguage')}
        onChange={(event) => {
          const next = event.target.value
          if (isLanguage(next)) void chooseLanguage(next, queryClient)
        }}
        className={`min-h-11 cursor-pointer rounded-full border border-line bg-surface text-sm font-medium text-ink transition hover:bg-cloth ${
          bar ? 'appearance-none pr-3 pl-8' : 'px-3'
        }`}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  )
}
