import { InputField } from '@/components/form-field'
import type { PageBodies } from '@/lib/pages'

import { ImageField, type ImageValue } from './image-field'
import { ListEditor } from './list-editor'
import { MarkdownField } from './markdown-field'
import { SaveBar } from './save-bar'
import { usePageForm } from './use-page-form'

type EditorProps<Slug extends keyof PageBodies> = { page: PageBodies[Slug]; onReload: () => void }

type Member = { name: string; role: string; text: string; photo: ImageValue }

const formClass = 'space-y-6'

type SaveState = {
  saving: boolean
  problem: string | null
  conflict: string | null
  updatedAt: string | null | undefined
}

function Save({ form, onReload }: { form: SaveState; onReload: () => void }) {
  return (
    <SaveBar
      saving={form.saving}
      label="Save page"
      problem={form.problem}
      conflict={form.conflict}
      onReload={onReload}
      updatedAt={form.updatedAt}
    />
  )
}

/** About Us: the intro under the title, mission, vision, core values, and the team with photos. */
export function AboutEditor({ page, onReload }: EditorProps<'about'>) {
  const form = usePageForm(
    'about',
    page,
    (about) => ({
      intro: about.intro,
      mission: about.mission,
      vision: about.vision,
      values: (about.values ?? []).map((value) => ({ ...value })),
      team: about.team.map<Member>((member) => ({
        name: member.name,
        role: member.role,
        text: member.text,
        photo: member.photo ? { key: member.photo.key, url: member.photo.url } : null,
      })),
    }),
    ({ team, ...rest }) => ({
      ...rest,
      team: team.map(({ photo, ...member }) => ({ ...member, photoKey: photo?.key ?? '' })),
    }),
  )
  const { values, change, errors } = form
  return (
    <form onSubmit={(event) => void form.submit(event)} noValidate className={formClass} aria-label="About Us">
      <MarkdownField label="Introduction" value={values.intro} onChange={(v) => change('intro', v)} error={errors.intro} rows={3} />
      <div className="grid gap-5 md:grid-cols-2">
        <MarkdownField label="Our Mission" value={values.mission} onChange={(v) => change('mission', v)} error={errors.mission} />
        <MarkdownField label="Our Vision" value={values.vision} onChange={(v) => change('vision', v)} error={errors.vision} />
      </div>
      <section aria-label="Core Values" className="space-y-3">
        <h3 className="text-lg font-semibold text-ink">Core Values</h3>
        <ListEditor items={values.values} onChange={(items) => change('values', items)} noun="value" blank={() => ({ title: '', text: '' })}>
          {(value, index, update) => (
            <div className="grid gap-4 sm:grid-cols-[1fr_2fr]">
              <InputField label="Title" value={value.title} onChange={(e) => update({ ...value, title: e.target.value })} error={errors[`values.${index}.title`]} />
              <InputField label="Text" value={value.text} onChange={(e) => update({ ...value, text: e.target.value })} error={errors[`values.${index}.text`]} />
            </div>
          )}
        </ListEditor>
      </section>
      <section aria-label="Our Team" className="space-y-3">
        <h3 className="text-lg font-semibold text-ink">Our Team</h3>
        <ListEditor
          items={values.team}
          onChange={(items) => change('team', items)}
          noun="member"
          blank={() => ({ name: '', role: '', text: '', photo: null })}
        >
          {(member, index, update) => (
            <div className="grid gap-4 sm:grid-cols-2">
              <InputField label="Name" value={member.name} onChange={(e) => update({ ...member, name: e.target.value })} error={errors[`team.${index}.name`]} />
              <InputField label="Role" value={member.role} onChange={(e) => update({ ...member, role: e.target.value })} error={errors[`team.${index}.role`]} />
              <InputField
                label="About them"
                className="sm:col-span-2"
                value={member.text}
                onChange={(e) => update({ ...member, text: e.target.value })}
                error={errors[`team.${index}.text`]}
              />
              <div className="sm:col-span-2">
                <ImageField
                  label={`Photo of ${member.name || `member ${index + 1}`}`}
                  shape="portrait"
                  value={member.photo}
                  onChange={(photo) => update({ ...member, photo })}
                  error={errors[`team.${index}.photoKey`]}
                  hint="Without a photo the page shows their initials."
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
export function CareersEditor({ page, onReload }: EditorProps<'careers'>) {
  const form = usePageForm('careers', page, (careers) => ({ body: careers.body }), (values) => values)
  return (
    <form onSubmit={(event) => void form.submit(event)} noValidate className={formClass} aria-label="Careers">
      <MarkdownField label="Careers page" value={form.values.body} onChange={(v) => form.change('body', v)} error={form.errors.body} rows={16} />
      <Save form={form} onReload={onReload} />
    </form>
  )
}

/** FAQ: questions with Markdown answers. */
export function FaqEditor({ page, onReload }: EditorProps<'faq'>) {
  const form = usePageForm('faq', page, (faq) => ({ items: (faq.items ?? []).map((item) => ({ ...item })) }), (values) => values)
  const { errors } = form
  return (
    <form onSubmit={(event) => void form.submit(event)} noValidate className={formClass} aria-label="FAQ">
      <ListEditor items={form.values.items} onChange={(items) => form.change('items', items)} noun="question" blank={() => ({ question: '', answer: '' })}>
        {(item, index, update) => (
          <div className="space-y-4">
            <InputField label="Question" value={item.question} onChange={(e) => update({ ...item, question: e.target.value })} error={errors[`items.${index}.question`]} />
            <MarkdownField label="Answer" value={item.answer} onChange={(answer) => update({ ...item, answer })} error={errors[`items.${index}.answer`]} rows={3} />
          </div>
        )}
      </ListEditor>
      {errors.items ? <p className="text-sm text-red-700 dark:text-red-300">{errors.items}</p> : null}
      <Save form={form} onReload={onReload} />
    </form>
  )
}

/** Terms & Conditions: the spec's eleven sections, each a title and a Markdown text. */
export function TermsEditor({ page, onReload }: EditorProps<'terms'>) {
  const form = usePageForm('terms', page, (terms) => ({ sections: (terms.sections ?? []).map((s) => ({ ...s })) }), (values) => values)
  const { errors } = form
  return (
    <form onSubmit={(event) => void form.submit(event)} noValidate className={formClass} aria-label="Terms & Conditions">
      <ListEditor items={form.values.sections} onChange={(sections) => form.change('sections', sections)} noun="section" fixed>
        {(section, index, update) => (
          <div className="space-y-4">
            <InputField label="Title" value={section.title} onChange={(e) => update({ ...section, title: e.target.value })} error={errors[`sections.${index}.title`]} />
            <MarkdownField label={`Text of ${section.title || `section ${index + 1}`}`} value={section.body} onChange={(body) => update({ ...section, body })} error={errors[`sections.${index}.body`]} />
          </div>
        )}
      </ListEditor>
      {errors.sections ? <p className="text-sm text-red-700 dark:text-red-300">{errors.sections}</p> : null}
      <Save form={form} onReload={onReload} />
    </form>
  )
}
