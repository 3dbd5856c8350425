// The account forms' rules: sign-up's (spec §5) for name, phone and the new password, the same checks as
// the server's (khadi/accounts/account.py).
import { z } from 'zod'

import { fieldMessages as m, nameRule, newPasswordRule, phoneRule } from '@/lib/account/rules'

import { accountMessages as a } from './messages'

export const detailsSchema = z.object({
  name: nameRule,
  phone: phoneRule,
})

export type DetailsForm = z.input<typeof detailsSchema>
export type DetailsField = keyof DetailsForm
export const detailsFields: readonly DetailsField[] = ['name', 'phone']

export const passwordSchema = z
  .object({
    currentPassword: z.string().min(1, a.currentPasswordRequired),
    newPassword: newPasswordRule,
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

export { firstErrors, serverErrors, type FieldErrors } from '@/lib/forms/field-errors'
