// Decorative hero illustration: folded handloom stacks beside a charkha, drawn inline (no image request).
const folds = [
  { y: 170, fill: '#2b3a67', stripe: '#b5c0e0' },
  { y: 140, fill: '#c4643b', stripe: '#f6c27a' },
  { y: 110, fill: '#f8f1e3', stripe: '#8c3f22' },
  { y: 80, fill: '#e58c1f', stripe: '#fdfaf3' },
  { y: 50, fill: '#35467f', stripe: '#f1a94a' },
]

export function HeroArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 320 240" className={className} aria-hidden="true" focusable="false">
      <ellipse cx="160" cy="206" rx="150" ry="12" fill="currentColor" opacity="0.08" />
      {folds.map(({ y, fill, stripe }) => (
        <g key={y}>
          <rect x="156" y={y} width="148" height="29" rx="7" fill={fill} stroke="#000" strokeOpacity="0.12" />
          <rect x="156" y={y + 6} width="148" height="2.5" fill={stripe} opacity="0.85" />
          <rect x="156" y={y + 20} width="148" height="2.5" fill={stripe} opacity="0.85" />
          <rect x="286" y={y} width="18" height="29" rx="7" fill="#000" opacity="0.1" />
        </g>
      ))}
      <g fill="none" stroke="currentColor" strokeLinecap="round" strokeWidth="4" opacity="0.85">
        <circle cx="78" cy="112" r="58" />
        {[0, 30, 60, 90, 120, 150].map((angle) => (
          <line key={angle} x1="20" y1="112" x2="136" y2="112" strokeWidth="2.5" transform={`rotate(${angle} 78 112)`} />
        ))}
        <path d="M78 112 L48 206 M78 112 L108 206 M20 208 H140" />
      </g>
      <circle cx="78" cy="112" r="9" fill="#e58c1f" />
    </svg>
  )
}
