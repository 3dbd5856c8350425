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

// Rolled bolts of handloom cloth with a tailor's tape: fabrics by the metre.
const bolts = [
  { x: 40, fill: '#c4643b', stripe: '#f6c27a' },
  { x: 112, fill: '#2b3a67', stripe: '#b5c0e0' },
  { x: 184, fill: '#efe3c8', stripe: '#8c3f22' },
  { x: 256, fill: '#2f6b4a', stripe: '#f8f1e3' },
]

export function FabricBoltsArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 320 240" className={className} aria-hidden="true" focusable="false">
      <ellipse cx="160" cy="206" rx="150" ry="12" fill="currentColor" opacity="0.08" />
      {bolts.map(({ x, fill, stripe }, i) => (
        <g key={x} transform={`translate(0 ${i % 2 === 0 ? 0 : 14})`}>
          <rect x={x - 28} y="48" width="56" height="150" rx="10" fill={fill} stroke="#000" strokeOpacity="0.12" />
          {[70, 96, 122, 148, 174].map((y) => (
            <rect key={y} x={x - 28} y={y} width="56" height="3" fill={stripe} opacity="0.8" />
          ))}
          <ellipse cx={x} cy="48" rx="28" ry="9" fill={fill} stroke="#000" strokeOpacity="0.15" />
          <ellipse cx={x} cy="48" rx="7" ry="2.5" fill="#000" opacity="0.25" />
        </g>
      ))}
      <path
        d="M18 214 C90 196 150 226 220 206 S300 196 312 206"
        fill="none"
        stroke="#e58c1f"
        strokeWidth="12"
        strokeLinecap="round"
      />
      {Array.from({ length: 14 }, (_, i) => (
        <line key={i} x1={34 + i * 20} y1="206" x2={34 + i * 20} y2="212" stroke="#2a2118" strokeWidth="1.5" opacity="0.6" />
      ))}
    </svg>
  )
}

// A jar of honey with a dipper beside smouldering agarbatti: honey, incense and gifts.
export function HoneyJarArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 320 240" className={className} aria-hidden="true" focusable="false">
      <ellipse cx="160" cy="206" rx="150" ry="12" fill="currentColor" opacity="0.08" />
      <rect x="70" y="56" width="104" height="22" rx="6" fill="#8c3f22" />
      <rect x="66" y="50" width="112" height="12" rx="5" fill="#a84f2b" />
      <path d="M62 84 Q60 78 70 78 H174 Q184 78 182 84 L190 190 Q190 204 176 204 H68 Q54 204 54 190 Z" fill="#e58c1f" opacity="0.92" />
      <path d="M72 96 Q122 88 172 96 L176 120 Q122 112 68 120 Z" fill="#f6c27a" opacity="0.55" />
      <rect x="84" y="130" width="76" height="44" rx="6" fill="#fdfaf3" />
      <rect x="94" y="142" width="56" height="5" rx="2" fill="#2b3a67" />
      <rect x="100" y="155" width="44" height="4" rx="2" fill="#c4643b" />
      <g stroke="#8c3f22" strokeWidth="5" strokeLinecap="round">
        <line x1="196" y1="40" x2="160" y2="112" />
      </g>
      <g fill="#8c3f22">
        <rect x="150" y="104" width="20" height="26" rx="6" transform="rotate(26 160 117)" />
      </g>
      <rect x="218" y="176" width="84" height="24" rx="8" fill="#2b3a67" />
      {[236, 254, 272, 290].map((x, i) => (
        <g key={x}>
          <line x1={x} y1="178" x2={x + (i - 1.5) * 6} y2="86" stroke="#6b3f1d" strokeWidth="3" strokeLinecap="round" />
          <circle cx={x + (i - 1.5) * 6} cy="86" r="3" fill="#e58c1f" />
          <path
            d={`M${x + (i - 1.5) * 6} 80 q-8 -12 0 -22 q8 -10 0 -22`}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            opacity="0.35"
            strokeLinecap="round"
          />
        </g>
      ))}
    </svg>
  )
}
