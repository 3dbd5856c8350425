import { useT } from '@/lib/i18n'

type SpinnerProps = { label?: string; className?: string }

/** A loading indicator announced to screen readers. */
export function Spinner({ label, className = '' }: SpinnerProps) {
  const t = useT()
  return (
    <div role="status" className={`flex flex-col items-center justify-center gap-3 py-16 ${className}`}>
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-line border-t-saffron-500 motion-reduce:animate-[spin_2.5s_linear_infinite]"
      />
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </div>
  )
}
