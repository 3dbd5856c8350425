// A generated avatar: the person's initials on a woven-colour disc (no photos are fetched).
const tones = [
  'bg-indigo-700 text-cream-50',
  'bg-terracotta-700 text-cream-50',
  'bg-saffron-300 text-indigo-950',
  'bg-[#2f6b4a] text-cream-50',
]

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const first = words[0]?.charAt(0) ?? ''
  const last = words.length > 1 ? (words[words.length - 1]?.charAt(0) ?? '') : ''
  return (first + last).toUpperCase()
}

function toneOf(name: string): string {
  let hash = 0
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return tones[hash % tones.length] ?? tones[0] ?? ''
}

export function InitialsAvatar({ name, className = '' }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex items-center justify-center rounded-full font-serif font-semibold tracking-wide ring-4 ring-cloth ${toneOf(name)} ${className}`}
    >
      {initialsOf(name)}
    </span>
  )
}
