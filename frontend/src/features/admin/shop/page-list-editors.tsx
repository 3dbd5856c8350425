// The FAQ and Terms editors (page-editors.tsx has About Us and Careers): English questions and sections,
// and their Kannada and Hindi texts (issue 18).
import { InputField } from '@/components/form-field'
import { useT } from '@/lib/i18n'

import { ListEditor } from './list-editor'
import { MarkdownField } from './markdown-field'
import { formClass, Save, TranslatedItem, TranslatedLine, TranslatedList, TranslatedText, TranslationNote, type EditorProps } from './page-translations'
import { splitTranslations, usePageForm, withTranslations, type Translation } from './use-page-form'

type QuestionText = { question: string; answer: string }
type SectionText = { title: string; body: string }
const blankQuestion = (): QuestionText => ({ question: '', answer: '' })
const blankSection = (): SectionText => ({ title: '', body: '' })

function FieldProblem({ message }: { message: string | undefined }) {
  return message ? <p className="text-sm text-red-700 dark:text-red-300">{message}</p> : null
}

/** FAQ: questions with Markdown answers. */
export function FaqEditor({ page, language, onReload }: EditorProps<'faq'>) {
  const t = useT()
  const form = usePageForm(
    'faq',
    page,
    (faq) => ({ items: withTranslations(faq.items ?? [], { kn: faq.kn.items, hi: faq.hi.items }, blankQuestion) }),
    ({ items }) => {
      const split = splitTranslations(items)
      return { items: split.english, kn: { items: split.kn }, hi: { items: split.hi } }
    },
  )
  const { values, errors } = form
  const translate = (index: number, language: Translation, changed: QuestionText) =>
    form.change('items', values.items.map((old, at) => (at === index ? { ...old, tr: { ...old.tr, [language]: changed } } : old)))
  return (
    <form onSubmit={(event) => void form.submit(event)} noValidate className={formClass} aria-label={t('admin-content.faq')}>
      {language === 'en' ? (
        <ListEditor
          items={values.items}
          onChange={(items) => form.change('items', items)}
          noun={t('admin-content.questionNoun')}
          blank={() => ({ ...blankQuestion(), tr: { kn: blankQuestion(), hi: blankQuestion() } })}
        >
          {(item, index, update) => (
            <div className="space-y-4">
              <InputField label={t('admin-content.question')} value={item.question} onChange={(e) => update({ ...item, question: e.target.value })} error={errors[`items.${index}.question`]} />
              <MarkdownField label={t('admin-content.answer')} value={item.answer} onChange={(answer) => update({ ...item, answer })} error={errors[`items.${index}.answer`]} rows={3} />
            </div>
          )}
        </ListEditor>
      ) : (
        <>
          <TranslationNote language={language} />
          <TranslatedList empty={values.items.length === 0}>
            {values.items.map((item, index) => {
              const text = item.tr[language]
              const update = (changed: QuestionText) => translate(index, language, changed)
              return (
                <TranslatedItem key={index} heading={t('admin-content.questionHeading', { number: index + 1, question: item.question })}>
                  <div className="space-y-4">
                    <TranslatedLine label={t('admin-content.question')} language={language} english={item.question} value={text.question} onChange={(question) => update({ ...text, question })} error={errors[`${language}.items.${index}.question`]} />
                    <TranslatedText label={t('admin-content.answer')} language={language} english={item.answer} value={text.answer} onChange={(answer) => update({ ...text, answer })} error={errors[`${language}.items.${index}.answer`]} rows={3} />
                  </div>
                </TranslatedItem>
              )
            })}
          </TranslatedList>
        </>
      )}
      <FieldProblem message={errors.items} />
      <Save form={form} onReload={onReload} />
    </form>
  )
}

/** Terms & Conditions: the spec's eleven sections, each a title and a Markdown text. */
export function TermsEditor({ page, language, onReload }: EditorProps<'terms'>) {
  const t = useT()
  const form = usePageForm(
    'terms',
    page,
    (terms) => ({ sections: withTranslations(terms.sections ?? [], { kn: terms.kn.sections, hi: terms.hi.sections }, blankSection) }),
    ({ sections }) => {
      const split = splitTranslations(sections)
      return { sections: split.english, kn: { sections: split.kn }, hi: { sections: split.hi } }
    },
  )
  const { values, errors } = form
  const translate = (index: number, language: Translation, changed: SectionText) =>
    form.change('sections', values.sections.map((old, at) => (at === index ? { ...old, tr: { ...old.tr, [language]: changed } } : old)))
  const sectionName = (title: string, index: number) => title || t('admin-content.sectionNumber', { number: index + 1 })
  return (
    <form onSubmit={(event) => void form.submit(event)} noValidate className={formClass} aria-label={t('admin-content.terms')}>
      {language === 'en' ? (
        <ListEditor items={values.sections} onChange={(sections) => form.change('sections', sections)} noun={t('admin-content.sectionNoun')} fixed>
          {(section, index, update) => (
            <div className="space-y-4">
              <InputField label={t('admin-content.title')} value={section.title} onChange={(e) => update({ ...section, title: e.target.value })} error={errors[`sections.${index}.title`]} />
              <MarkdownField label={t('admin-content.textOf', { name: sectionName(section.title, index) })} value={section.body} onChange={(body) => update({ ...section, body })} error={errors[`sections.${index}.body`]} />
            </div>
          )}
        </ListEditor>
      ) : (
        <>
          <TranslationNote language={language} />
          <TranslatedList empty={values.sections.length === 0}>
            {values.sections.map((section, index) => {
              const text = section.tr[language]
              const update = (changed: SectionText) => translate(index, language, changed)
              return (
                <TranslatedItem key={index} heading={t('admin-content.sectionHeading', { number: index + 1, title: section.title })}>
                  <div className="space-y-4">
                    <TranslatedLine label={t('admin-content.title')} language={language} english={section.title} value={text.title} onChange={(title) => update({ ...text, title })} error={errors[`${language}.sections.${index}.title`]} />
                    <TranslatedText label={t('admin-content.textOf', { name: sectionName(section.title, index) })} language={language} english={section.body} value={text.body} onChange={(body) => update({ ...text, body })} error={errors[`${language}.sections.${index}.body`]} />
                  </div>
                </TranslatedItem>
              )
            })}
          </TranslatedList>
        </>
      )}
      <FieldProblem message={errors.sections} />
      <Save form={form} onReload={onReload} />
    </form>
  )
}
