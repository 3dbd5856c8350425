import { useCallback, useRef, useState } from 'react'
import { flushSync } from 'react-dom'

import type { FieldErrors } from './field-errors'

/** Field messages of one form: shown next to their fields, the first invalid field focused (after the
 *  message is in the DOM, so a screen reader reads it with the field), each cleared when its field is
 *  edited. */
export function useFormErrors<Field extends string>(order: readonly Field[]) {
  const [errors, setErrors] = useState<FieldErrors<Field>>({})
  const inputs = useRef(new Map<Field, HTMLInputElement>())

  const show = useCallback(
    (next: FieldErrors<Field>) => {
      flushSync(() => setErrors(next))
      const first = order.find((field) => next[field] !== undefined)
      if (first !== undefined) inputs.current.get(first)?.focus()
    },
    [order],
  )

  const clear = useCallback((field: Field) => {
    setErrors((current) => {
      if (current[field] === undefined) return current
      return Object.fromEntries(Object.entries(current).filter(([name]) => name !== field)) as FieldErrors<Field>
    })
  }, [])

  const inputRef = useCallback(
    (field: Field) => (element: HTMLInputElement | null) => {
      if (element) inputs.current.set(field, element)
      else inputs.current.delete(field)
    },
    [],
  )

  const focus = useCallback((field: Field) => inputs.current.get(field)?.focus(), [])

  return { errors, show, clear, inputRef, focus }
}
