// Form rules of spec §5, identical to the server's (khadi/accounts/service.py signup_problems): the same
// checks in the same order, so the first message a shopper sees is the one the server would send.
import { z } from 'zod'

import { fieldMessages as m, nameRule, newPasswordRule, phoneRule } from '@/lib/account/rules'

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
    name: nameRule,
    phone: phoneRule,
    email,
    password: newPasswordRule,
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

export { firstErrors, type FieldErrors } from '@/lib/forms/field-errors'
