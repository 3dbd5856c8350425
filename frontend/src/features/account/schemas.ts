// The account forms' rules: sign-up's (spec §5) for name, phone and the new password, the same checks as
// the server's (khadi/accounts/account.py).
import { z } from 'zod'

import { accountMessages as a, fieldMessages as m } from './messages'

const PHONE = /^[6-9][0-9]{9}$/ // spec §5: 10 digits starting 6–9

export const detailsSchema = z.object({
  name: z.string().trim().min(1, m.nameRequired).max(100, m.nameTooLong),
  phone: z.string().trim().min(1, m.phoneRequired).regex(PHONE, m.invalidPhone),
})

export type DetailsForm = z.input<typeof detailsSchema>
export type DetailsField = keyof DetailsForm
export const detailsFields: readonly DetailsField[] = ['name', 'phone']

export const passwordSchema = z
  .object({
    currentPassword: z.string().min(1, a.currentPasswordRequired),
    newPassword: z.string().min(1, m.passwordRequired).min(6, m.passwordTooShort).max(256, m.passwordTooLong),
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    message: m.passwordsDoNotMatch,
    when: ({ value }) => {
      const { newPassword } = (value ?? {}) as Record<string, unknown>
      return typeof newPassword === 'string' && newPassword.length >= 6 && newPassword.length <= 256
    },
  })

export type PasswordForm = z.input<typeof passwordSchema>
export type PasswordField = keyof PasswordForm
export const passwordFields: readonly PasswordField[] = ['currentPassword', 'newPassword', 'confirmPassword']

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>

/** The first message per field, in the form's field order. */
export function firstErrors<Field extends string>(error: z.ZodError, fields: readonly Field[]): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {}
  for (const issue of error.issues) {
    const field = fields.find((name) => name === issue.path[0])
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message
  }
  return errors
}

/** The server's per-field messages (422) for the fields of one form. */
export function serverErrors<Field extends string>(fields: Record<string, string>, order: readonly Field[]): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {}
  for (const field of order) if (fields[field]) errors[field] = fields[field]
  return errors
}
