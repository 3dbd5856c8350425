// One message per field of a form: the first problem the form's rules find (in the form's field order),
// or the server's per-field messages from a 422.
import type { z } from 'zod'

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
