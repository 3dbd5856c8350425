// The shop's mark: a charkha (spinning wheel), drawn inline so it costs no request.
type LogoProps = { className?: string; title?: string }

const spokes = [0, 45, 90, 135]

export function CharkhaLogo({ className, title }: LogoProps) {
  return (
    <svg
      viewBox="0 0 64 64"
      className={className}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      fill="none"
      stroke="currentColor"
      strokeWidth={3}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {title ? <title>{title}</title> : null}
      <circle cx="24" cy="27" r="18" />
      {spokes.map((angle) => (
        <line key={angle} x1="6" y1="27" x2="42" y2="27" transform={`rotate(${angle} 24 27)`} strokeWidth={2} />
      ))}
      <circle cx="24" cy="27" r="4" className="fill-saffron-500 stroke-saffron-500" />
      <path d="M24 27 L14 57 M24 27 L34 57" />
      <path d="M4 58 H60" />
      <path d="M24 9 L53 40 M24 45 L53 44" strokeWidth={1.5} />
      <path d="M53 38 V58" />
      <path d="M45 42 H62" className="stroke-saffron-500" />
    </svg>
  )
}
