import { Toaster } from 'react-hot-toast'

/** spec §2, §9: toasts top-centre; react-hot-toast's defaults are the spec's constants (at most 20 at
 *  once, 4 s for blank and error toasts, 2 s for success). Loaded after the first page (providers.tsx). */
export default function AppToaster() {
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        className: '!bg-surface !text-ink !border !border-line !shadow-lg',
      }}
    />
  )
}
