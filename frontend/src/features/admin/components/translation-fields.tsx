import { controlClass, FormField } from '@/components/form-field'
import { LANGUAGE_NAMES, useT, type MessageKey } from '@/lib/i18n'

import { MAX_DESCRIPTION, MAX_TITLE, type TranslationField } from '../product-form-rules'

export type TranslationValues = Record<TranslationField, string>

type TranslationFieldsProps = {
  values: TranslationValues
  errors: Partial<Record<TranslationField, string | undefined>>
  onChange: (field: TranslationField, value: string) => void
}

const languages = [
  { lang: 'kn', title: 'titleKn', description: 'descriptionKn', titleLabel: 'admin-products.titleKn', descriptionLabel: 'admin-products.descriptionKn' },
  { lang: 'hi', title: 'titleHi', description: 'descriptionHi', titleLabel: 'admin-products.titleHi', descriptionLabel: 'admin-products.descriptionHi' },
] as const satisfies readonly {
  lang: 'kn' | 'hi'
  title: TranslationField
  description: TranslationField
  titleLabel: MessageKey
  descriptionLabel: MessageKey
}[]

/** The product's Kannada and Hindi title and description (issue 18): optional; left empty, shoppers who
 *  chose that language read the English. Each fieldset is named in its own script, its inputs marked with
 *  their language (spelling, fonts, screen readers). */
export function TranslationFields({ values, errors, onChange }: TranslationFieldsProps) {
  const t = useT()
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      {languages.map((language) => (
        <fieldset key={language.lang} className="min-w-0 space-y-4 rounded-2xl border border-line bg-page/50 p-4">
          <legend lang={language.lang} className="px-1 text-base font-semibold text-ink">
            {LANGUAGE_NAMES[language.lang]}
          </legend>
          <div data-field={language.title}>
            <FormField label={t(language.titleLabel)} error={errors[language.title]}>
              {(control) => (
                <input
                  {...control}
                  lang={language.lang}
                  value={values[language.title]}
                  onChange={(event) => onChange(language.title, event.target.value)}
                  autoComplete="off"
                  maxLength={MAX_TITLE}
                  className={controlClass}
                />
              )}
            </FormField>
          </div>
          <div data-field={language.description}>
            <FormField label={t(language.descriptionLabel)} error={errors[language.description]}>
              {(control) => (
                <textarea
                  {...control}
                  lang={language.lang}
                  value={values[language.description]}
                  onChange={(event) => onChange(language.description, event.target.value)}
                  rows={4}
                  maxLength={MAX_DESCRIPTION}
                  className={`${controlClass} py-3 leading-relaxed`}
                />
              )}
            </FormField>
          </div>
        </fieldset>
      ))}
    </div>
  )
}
