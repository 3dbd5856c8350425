import { useRef, useState } from 'react'

import { ApiError } from '@/lib/api/client'
import { translate } from '@/lib/i18n'
import { notify } from '@/lib/notify'

/**
 * Saving a form that carries the version it was loaded with. One save at a time (a double click sends
 * once); a 422 gives each field its message, a 409 (someone else saved first) keeps the form as typed
 * and offers to reload, anything else is a toast.
 */
export function useVersionedSave<Body, Out>(send: (body: Body) => Promise<Out>, savedMessage: string) {
  const busy = useRef(false)
  const [saving, setSaving] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [conflict, setConflict] = useState<string | null>(null)

  async function save(body: Body): Promise<Out | null> {
    if (busy.current) return null
    busy.current = true
    setSaving(true)
    setProblem(null)
    try {
      const saved = await send(body)
      setErrors({})
      setConflict(null)
      notify('success', savedMessage)
      return saved
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setConflict(error.message)
      } else if (error instanceof ApiError && error.status === 422) {
        setErrors(error.fields)
        setProblem(error.message)
      } else if (!(error instanceof ApiError && error.status === 401)) {
        notify('error', error instanceof ApiError ? error.message : translate('admin-shop.saveFailed'))
      }
      return null
    } finally {
      busy.current = false
      setSaving(false)
    }
  }

  return { save, saving, errors, problem, conflict }
}
