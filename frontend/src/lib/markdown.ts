// The small Markdown the shop's pages are written in (issue 13): headings, paragraphs, lists, quotes,
// rules, **bold**, *italic*, `code` and links. Parsed into a tree that components/markdown.tsx renders
// as React elements, never as HTML: a <script> an admin types shows as text, and a link is a link only
// to http(s), mailto or tel.

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong' | 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[] }

export type Block =
  | { type: 'heading'; level: 2 | 3 | 4; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] }
  | { type: 'quote'; children: Inline[] }
  | { type: 'rule' }

const SAFE_SCHEME = /^(https?:\/\/|mailto:|tel:)/i

/** The link's address when it may be followed (http(s), mailto, tel), else null. */
export function safeHref(url: string): string | null {
  const trimmed = url.trim()
  // eslint-disable-next-line no-control-regex -- control characters can hide a scheme from a browser
  if (/[\u0000-\u001f\u007f\s]/.test(trimmed)) return null
  return SAFE_SCHEME.test(trimmed) ? trimmed : null
}

const ESCAPABLE = '\\`*_{}[]()#+-.!>~|'

function closing(text: string, from: number, marker: string): number {
  for (let at = text.indexOf(marker, from); at >= 0; at = text.indexOf(marker, at + 1)) {
    if (text[at - 1] !== '\\' && at > from && text[at - 1] !== ' ') return at
  }
  return -1
}

function isWordChar(char: string | undefined): boolean {
  return char !== undefined && /[\p{L}\p{N}]/u.test(char)
}

/** One line of inline Markdown as a list of nodes. */
export function parseInline(text: string): Inline[] {
  const nodes: Inline[] = []
  let plain = ''
  const flush = () => {
    if (plain) nodes.push({ type: 'text', text: plain })
    plain = ''
  }
  let at = 0
  while (at < text.length) {
    const char = text[at] ?? ''
    const next = text[at + 1] ?? ''
    if (char === '\\' && ESCAPABLE.includes(next) && next) {
      plain += next
      at += 2
      continue
    }
    if (char === '`') {
      const end = text.indexOf('`', at + 1)
      if (end > at + 1) {
        flush()
        nodes.push({ type: 'code', text: text.slice(at + 1, end) })
        at = end + 1
        continue
      }
    }
    if ((char === '*' || char === '_') && next === char && text[at + 2] !== ' ') {
      const end = closing(text, at + 2, char + char)
      if (end > 0 && !(char === '_' && (isWordChar(text[at - 1]) || isWordChar(text[end + 2])))) {
        flush()
        nodes.push({ type: 'strong', children: parseInline(text.slice(at + 2, end)) })
        at = end + 2
        continue
      }
    }
    if ((char === '*' || char === '_') && next !== char && next !== ' ' && next) {
      const end = closing(text, at + 1, char)
      if (end > 0 && !(char === '_' && (isWordChar(text[at - 1]) || isWordChar(text[end + 1])))) {
        flush()
        nodes.push({ type: 'em', children: parseInline(text.slice(at + 1, end)) })
        at = end + 1
        continue
      }
    }
    if (char === '[') {
      const close = text.indexOf('](', at + 1)
      const end = close > 0 ? text.indexOf(')', close + 2) : -1
      if (close > 0 && end > 0) {
        flush()
        nodes.push({ type: 'link', href: text.slice(close + 2, end), children: parseInline(text.slice(at + 1, close)) })
        at = end + 1
        continue
      }
    }
    if (char === '<') {
      const end = text.indexOf('>', at + 1)
      const inside = end > 0 ? text.slice(at + 1, end) : ''
      if (inside && safeHref(inside)) {
        flush()
        nodes.push({ type: 'link', href: inside, children: [{ type: 'text', text: inside.replace(/^(mailto|tel):/i, '') }] })
        at = end + 1
        continue
      }
    }
    plain += char
    at += 1
  }
  flush()
  return nodes
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/
const BULLET = /^\s{0,3}[-*+]\s+(.*)$/
const NUMBERED = /^\s{0,3}\d{1,9}[.)]\s+(.*)$/
const QUOTE = /^\s{0,3}>\s?(.*)$/
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/

/** A page's Markdown as blocks. Lines of a paragraph join with a space; a blank line ends a block. */
export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = []
  let paragraph: string[] = []
  let quote: string[] = []
  let list: { ordered: boolean; items: string[] } | null = null
  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) })
    if (quote.length) blocks.push({ type: 'quote', children: parseInline(quote.join(' ')) })
    if (list) blocks.push({ type: 'list', ordered: list.ordered, items: list.items.map(parseInline) })
    paragraph = []
    quote = []
    list = null
  }
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd()
    if (!line.trim()) {
      flush()
      continue
    }
    const heading = HEADING.exec(line)
    if (heading) {
      flush()
      const level = Math.min(Math.max(heading[1]?.length ?? 2, 2), 4) as 2 | 3 | 4
      blocks.push({ type: 'heading', level, children: parseInline(heading[2] ?? '') })
      continue
    }
    if (RULE.test(line)) {
      flush()
      blocks.push({ type: 'rule' })
      continue
    }
    const bullet = BULLET.exec(line)
    const numbered = bullet ? null : NUMBERED.exec(line)
    const item = bullet ?? numbered
    if (item) {
      const ordered = numbered !== null
      if (!list || list.ordered !== ordered) {
        flush()
        list = { ordered, items: [] }
      }
      list.items.push(item[1] ?? '')
      continue
    }
    const quoted = QUOTE.exec(line)
    if (quoted && !paragraph.length && !list) {
      quote.push(quoted[1] ?? '')
      continue
    }
    if (list && /^\s/.test(raw)) {
      const last = list.items.length - 1
      list.items[last] = `${list.items[last] ?? ''} ${line.trim()}` // an indented line continues the item
      continue
    }
    if (list || quote.length) flush()
    paragraph.push(line.trim())
  }
  flush()
  return blocks
}
