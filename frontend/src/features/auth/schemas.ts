// Form rules of spec §5, identical to the server's (khadi/accounts/service.py signup_problems): the same
// checks in the same order, so the first message a shopper sees is the one the server would send.
import { z } from 'zod'

import { fieldMessages as m } from './messages'

const PHONE = /^[6-9][0-9]{9}$/ // spec §5: 10 digits starting 6–9
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s.]+$/

const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, m.emailRequired)
  .max(254, m.emailTooLong)
  .regex(EMAIL, m.invalidEmail)

export const signupSchema = z
  .object({
    name: z.string().trim().min(1, m.nameRequired).max(100, m.nameTooLong),
    phone: z.string().trim().min(1, m.phoneRequired).regex(PHONE, m.invalidPhone),
    email,
    password: z.string().min(1, m.passwordRequired).min(6, m.passwordTooShort).max(256, m.passwordTooLong),
    confirmPassword: z.string(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: m.passwordsDoNotMatch,
    // Checked alongside the other fields' problems, and only once a password is typed (as the server).
    when: ({ value }) => {
      const { password, confirmPassword } = (value ?? {}) as Record<string, unknown>
      return typeof password === 'string' && password !== '' && typeof confirmPassword === 'string'
    },
  })

export type SignupForm = z.input<typeof signupSchema>
export type SignupField = keyof SignupForm
export const signupFields: readonly SignupField[] = ['name', 'phone', 'email', 'password', 'confirmPassword']

// Login checks only presence: whether the pair is right is the server's answer ('Invalid credentials').
export const loginSchema = z.object({
  email: z.string().trim().min(1, m.emailRequired),
  password: z.string().min(1, m.passwordRequired),
})

export type LoginForm = z.input<typeof loginSchema>
export type LoginField = keyof LoginForm
export const loginFields: readonly LoginField[] = ['email', 'password']

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>

/** The first message per field, in the form's field order. */
export function firstErrors<Field extends string>(
  error: z.ZodError,
  fields: readonly Field[],
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {}
  for (const issue of error.issues) {
    const field = fields.find((name) => name === issue.path[0])
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message
  }
  return errors
}
