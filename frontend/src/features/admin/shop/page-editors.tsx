import { InputField } from '@/components/form-field'
import { useT } from '@/lib/i18n'

import { ImageField } from './image-field'
import { ListEditor } from './list-editor'
import { MarkdownField } from './markdown-field'
import { formClass, Save, TranslatedItem, TranslatedLine, TranslatedList, TranslatedText, TranslationNote, type EditorProps } from './page-translations'
import { splitTranslations, usePageForm, withTranslations, type Both, type Translation } from './use-page-form'

type ValueText = { title: string; text: string }
type MemberText = { role: string; text: string }

const blankValue = (): ValueText => ({ title: '', text: '' })
const blankMember = (): MemberText => ({ role: '', text: '' })
const both = <Text,>(blank: () => Text): Both<Text> => ({ kn: blank(), hi: blank() })

/** About Us: the intro under the title, mission, vision, core values, and the team with photos. */
export function AboutEditor({ page, language, onReload }: EditorProps<'about'>) {
  const t = useT()
  const form = usePageForm(
    'about',
    page,
    (about) => ({
      intro: about.intro,
      mission: about.mission,
      vision: about.vision,
      values: withTranslations(about.values ?? [], { kn: about.kn.values, hi: about.hi.values }, blankValue),
      team: withTranslations(
        about.team.map((member) => ({
          name: member.name,
          role: member.role,
          text: member.text,
          photo: member.photo ? { key: member.photo.key, url: member.photo.url } : null,
        })),
        { kn: about.kn.team, hi: about.hi.team },
        blankMember,
      ),
      tr: {
        kn: { intro: about.kn.intro, mission: about.kn.mission, vision: about.kn.vision },
        hi: { intro: about.hi.intro, mission: about.hi.mission, vision: about.hi.vision },
      },
    }),
    ({ team, values: coreValues, tr, ...rest }) => {
      const core = splitTranslations(coreValues)
      const members = splitTranslations(team)
      return {
        ...rest,
        values: core.english,
        team: members.english.map(({ photo, ...member }) => ({ ...member, photoKey: photo?.key ?? '' })),
        kn: { ...tr.kn, values: core.kn, team: members.kn },
        hi: { ...tr.hi, values: core.hi, team: members.hi },
      }
    },
  )
  const { values, change, errors } = form
  if (language !== 'en') {
    const lang: Translation = language
    const texts = values.tr[lang]
    const setText = (key: keyof typeof texts, value: string) => change('tr', { ...values.tr, [lang]: { ...texts, [key]: value } })
    const updateValue = (index: number, text: ValueText) =>
      change('values', values.values.map((old, at) => (at === index ? { ...old, tr: { ...old.tr, [lang]: text } } : old)))
    const updateMember = (index: number, text: MemberText) =>
      change('team', values.team.map((old, at) => (at === index ? { ...old, tr: { ...old.tr, [lang]: text } } : old)))
    return (
      <form onSubmit={(event) => void form.submit(event)} noValidate className={formClass} aria-label={t('admin-content.about')}>
        <TranslationNote language={lang} />
        <TranslatedText label={t('admin-content.introduction')} language={lang} english={values.intro} value={texts.intro} onChange={(v) => setText('intro', v)} error={errors[`${lang}.intro`]} rows={3} />
        <div className="grid gap-5 md:grid-cols-2">
          <TranslatedText label={t('admin-content.mission')} language={lang} english={values.mission} value={texts.mission} onChange={(v) => setText('mission', v)} error={errors[`${lang}.mission`]} />
          <TranslatedText label={t('admin-content.vision')} language={lang} english={values.vision} value={texts.vision} onChange={(v) => setText('vision', v)} error={errors[`${lang}.vision`]} />
        </div>
        <section aria-label={t('admin-content.values')} className="space-y-3">
          <h3 className="text-lg font-semibold text-ink">{t('admin-content.values')}</h3>
          <TranslatedList empty={values.values.length === 0}>
            {values.values.map((value, index) => {
              const update = (text: ValueText) => updateValue(index, text)
              const text = value.tr[lang]
              return (
                <TranslatedItem key={index} heading={t('admin-content.valueHeading', { number: index + 1, title: value.title })}>
                  <div className="grid gap-4 sm:grid-cols-[1fr_2fr]">
                    <TranslatedLine label={t('admin-content.title')} language={lang} english={value.title} value={text.title} onChange={(title) => update({ ...text, title })} error={errors[`${lang}.values.${index}.title`]} />
                    <TranslatedLine label={t('admin-content.text')} language={lang} english={value.text} value={text.text} onChange={(v) => update({ ...text, text: v })} error={errors[`${lang}.values.${index}.text`]} />
                  </div>
                </TranslatedItem>
              )
            })}
          </TranslatedList>
        </section>
        <section aria-label={t('admin-content.team')} className="space-y-3">
          <h3 className="text-lg font-semibold text-ink">{t('admin-content.team')}</h3>
          <TranslatedList empty={values.team.length === 0}>
            {values.team.map((member, index) => {
              const update = (text: MemberText) => updateMember(index, text)
              const text = member.tr[lang]
              return (
                <TranslatedItem key={index} heading={t('admin-content.memberHeading', { number: index + 1, name: member.name })}>
                  <div className="grid gap-4 sm:grid-cols-2">
                    <TranslatedLine label={t('admin-content.role')} language={lang} english={member.role} value={text.role} onChange={(role) => update({ ...text, role })} error={errors[`${lang}.team.${index}.role`]} />
                    <TranslatedLine label={t('admin-content.aboutThem')} language={lang} english={member.text} value={text.text} onChange={(v) => update({ ...text, text: v })} error={errors[`${lang}.team.${index}.text`]} className="sm:col-span-2" />
                  </div>
                </TranslatedItem>
              )
            })}
          </TranslatedList>
        </section>
        <Save form={form} onReload={onReload} />
      </form>
    )
  }
  return (
    <form onSubmit={(event) => void form.submit(event)} noValidate className={formClass} aria-label={t('admin-content.about')}>
      <MarkdownField label={t('admin-content.introduction')} value={values.intro} onChange={(v) => change('intro', v)} error={errors.intro} rows={3} />
      <div className="grid gap-5 md:grid-cols-2">
        <MarkdownField label={t('admin-content.mission')} value={values.mission} onChange={(v) => change('mission', v)} error={errors.mission} />
        <MarkdownField label={t('admin-content.vision')} value={values.vision} onChange={(v) => change('vision', v)} error={errors.vision} />
      </div>
      <section aria-label={t('admin-content.values')} className="space-y-3">
        <h3 className="text-lg font-semibold text-ink">{t('admin-content.values')}</h3>
        <ListEditor
          items={values.values}
          onChange={(items) => change('values', items)}
          noun={t('admin-content.valueNoun')}
          blank={() => ({ ...blankValue(), tr: both(blankValue) })}
        >
          {(value, index, update) => (
            <div className="grid gap-4 sm:grid-cols-[1fr_2fr]">
              <InputField label={t('admin-content.title')} value={value.title} onChange={(e) => update({ ...value, title: e.target.value })} error={errors[`values.${index}.title`]} />
              <InputField label={t('admin-content.text')} value={value.text} onChange={(e) => update({ ...value, text: e.target.value })} error={errors[`values.${index}.text`]} />
            </div>
          )}
        </ListEditor>
      </section>
      <section aria-label={t('admin-content.team')} className="space-y-3">
        <h3 className="text-lg font-semibold text-ink">{t('admin-content.team')}</h3>
        <ListEditor
          items={values.team}
          onChange={(items) => change('team', items)}
          noun={t('admin-content.memberNoun')}
          blank={() => ({ name: '', role: '', text: '', photo: null, tr: both(blankMember) })}
        >
          {(member, index, update) => (
            <div className="grid gap-4 sm:grid-cols-2">
              <InputField label={t('admin-content.name')} value={member.name} onChange={(e) => update({ ...member, name: e.target.value })} error={errors[`team.${index}.name`]} />
              <InputField label={t('admin-content.role')} value={member.role} onChange={(e) => update({ ...member, role: e.target.value })} error={errors[`team.${index}.role`]} />
              <InputField
                label={t('admin-content.aboutThem')}
                className="sm:col-span-2"
                value={member.text}
                onChange={(e) => update({ ...member, text: e.target.value })}
                error={errors[`team.${index}.text`]}
              />
              <div className="sm:col-span-2">
                <ImageField
                  label={t('admin-content.photoOf', { name: member.name || t('admin-content.memberNumber', { number: index + 1 }) })}
                  shape="portrait"
                  value={member.photo}
                  onChange={(photo) => update({ ...member, photo })}
                  error={errors[`team.${index}.photoKey`]}
                  hint={t('admin-content.photoHint')}
                />
              </div>
            </div>
          )}
        </ListEditor>
      </section>
      <Save form={form} onReload={onReload} />
    </form>
  )
}

/** Careers: one Markdown text (open positions, how to apply). */
export function CareersEditor({ page, language, onReload }: EditorProps<'careers'>) {
  const t = useT()
  const form = usePageForm(
    'careers',
    page,
    (careers) => ({ body: careers.body, tr: { kn: careers.kn.body, hi: careers.hi.body } }),
    ({ body, tr }) => ({ body, kn: { body: tr.kn }, hi: { body: tr.hi } }),
  )
  const { values, errors } = form
  return (
    <form onSubmit={(event) => void form.submit(event)} noValidate className={formClass} aria-label={t('admin-content.careers')}>
      {language === 'en' ? (
        <MarkdownField label={t('admin-content.careersBody')} value={values.body} onChange={(v) => form.change('body', v)} error={errors.body} rows={16} />
      ) : (
        <>
          <TranslationNote language={language} />
          <TranslatedText
            label={t('admin-content.careersBody')}
            language={language}
            english={values.body}
            value={values.tr[language]}
            onChange={(v) => form.change('tr', { ...values.tr, [language]: v })}
            error={errors[`${language}.body`]}
            rows={16}
          />
        </>
      )}
      <Save form={form} onReload={onReload} />
    </form>
  )
}
