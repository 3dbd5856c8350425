// The Pages tab in Kannada and Hindi (issue 18): the switch between the page's languages, and the fields a
// translation is typed into. Each shows the English as its placeholder, which is also what shoppers see while
// the field stays empty.
import type { ReactNode } from 'react'

import { controlBaseClass, FormField, InputField } from '@/components/form-field'
import { LANGUAGE_NAMES, LANGUAGES, useT, type Language } from '@/lib/i18n'
import type { AdminPageBodies } from '@/lib/pages'

import { SaveBar } from './save-bar'
import type { Translation } from './use-page-form'

export const formClass = 'space-y-6'

/** `language`: which version the editor shows; the form holds (and a save sends) all three. */
export type EditorProps<Slug extends keyof AdminPageBodies> = { page: AdminPageBodies[Slug]; language: Language; onReload: () => void }

type SaveState = {
  saving: boolean
  problem: string | null
  conflict: string | null
  updatedAt: string | null | undefined
}

export function Save({ form, onReload }: { form: SaveState; onReload: () => void }) {
  const t = useT()
  return (
    <SaveBar
      saving={form.saving}
      label={t('admin-content.savePage')}
      problem={form.problem}
      conflict={form.conflict}
      onReload={onReload}
      updatedAt={form.updatedAt}
    />
  )
}


const switchButton =
  'min-h-10 rounded-full px-4 text-sm font-semibold aria-pressed:bg-indigo-700 aria-pressed:text-white dark:aria-pressed:bg-saffron-400 dark:aria-pressed:text-indigo-950'

/** English / ಕನ್ನಡ / हिन्दी: which version of the page the editor shows. */
export function PageLanguageSwitch({ value, onChange }: { value: Language; onChange: (language: Language) => void }) {
  const t = useT()
  return (
    <div role="group" aria-label={t('admin-content.pageLanguage')} className="inline-flex rounded-full border border-line p-1">
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={value === language}
          onClick={() => onChange(language)}
          className={switchButton}
        >
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </div>
  )
}

/** What a translation is: shown above a page's fields in Kannada or Hindi. */
export function TranslationNote({ language }: { language: Translation }) {
  const t = useT()
  return (
    <p className="rounded-2xl border border-line bg-page p-4 text-sm leading-relaxed text-muted">
      {t('admin-content.translationNote', { language: LANGUAGE_NAMES[language] })}
    </p>
  )
}

type TranslatedProps = {
  label: string
  language: Translation
  english: string
  value: string
  onChange: (value: string) => void
  error?: string | undefined
  className?: string
}

function useTranslatedLabel(label: string, language: Translation): string {
  const t = useT()
  return t('admin-content.fieldIn', { field: label, language: LANGUAGE_NAMES[language] })
}

/** One line of a translation (a title, a question, a role). */
export function TranslatedLine({ label, language, english, value, onChange, error, className }: TranslatedProps) {
  return (
    <InputField
      label={useTranslatedLabel(label, language)}
      lang={language}
      placeholder={english}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      {...(className ? { className } : {})}
    />
  )
}

/** A Markdown text of a translation (an answer, a section, the mission). */
export function TranslatedText({ label, language, english, value, onChange, error, className, rows = 5 }: TranslatedProps & { rows?: number }) {
  return (
    <div className={className}>
      <FormField label={useTranslatedLabel(label, language)} error={error}>
        {(control) => (
          <textarea
            {...control}
            lang={language}
            placeholder={english}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            rows={rows}
            className={`${controlBaseClass} py-3 leading-relaxed`}
          />
        )}
      </FormField>
    </div>
  )
}

/** One item of an English list (a question, a core value) whose texts are being translated. */
export function TranslatedItem({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <li className="rounded-2xl border border-line bg-page p-4 sm:p-5">
      <p className="mb-3 text-sm font-semibold break-words text-muted">{heading}</p>
      {children}
    </li>
  )
}

/** A translated list's items, or a note that the English has none yet. */
export function TranslatedList({ empty, children }: { empty: boolean; children: ReactNode }) {
  const t = useT()
  return empty ? <p className="text-sm text-muted">{t('admin-content.noItems')}</p> : <ol className="space-y-4">{children}</ol>
}

