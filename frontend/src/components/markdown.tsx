import { Fragment, useMemo, type ReactNode } from 'react'

import { parseMarkdown, safeHref, type Block, type Inline } from '@/lib/markdown'

type Fill = (text: string) => string

const linkClass = 'font-medium text-accent underline underline-offset-4 hover:text-ink'

function InlineNodes({ nodes, fill }: { nodes: Inline[]; fill: Fill }): ReactNode {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={index}>{fill(node.text)}</Fragment>
      case 'code':
        return (
          <code key={index} className="rounded bg-cloth px-1 py-0.5 text-[0.9em]">
            {fill(node.text)}
          </code>
        )
      case 'strong':
        return (
          <strong key={index} className="font-semibold text-ink">
            <InlineNodes nodes={node.children} fill={fill} />
          </strong>
        )
      case 'em':
        return (
          <em key={index}>
            <InlineNodes nodes={node.children} fill={fill} />
          </em>
        )
      case 'link': {
        const href = safeHref(fill(node.href))
        const children = <InlineNodes nodes={node.children} fill={fill} />
        if (!href) return <Fragment key={index}>{children}</Fragment> // not a link we follow: its text only
        const external = /^https?:/i.test(href)
        const opensElsewhere = external ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {}
        return (
          <a
            key={index}
            href={href}
            className={linkClass}
            {...opensElsewhere}
          >
            {children}
          </a>
        )
      }
    }
  })
}

const headingClass = { 2: 'text-2xl font-semibold text-ink', 3: 'text-xl font-semibold text-ink', 4: 'text-lg font-semibold text-ink' }

function BlockNode({ block, fill }: { block: Block; fill: Fill }): ReactNode {
  switch (block.type) {
    case 'heading': {
      const Tag = `h${block.level}` as const
      return (
        <Tag className={headingClass[block.level]}>
          <InlineNodes nodes={block.children} fill={fill} />
        </Tag>
      )
    }
    case 'paragraph':
      return (
        <p>
          <InlineNodes nodes={block.children} fill={fill} />
        </p>
      )
    case 'quote':
      return (
        <blockquote className="border-l-4 border-saffron-500 pl-4 italic">
          <InlineNodes nodes={block.children} fill={fill} />
        </blockquote>
      )
    case 'rule':
      return <hr className="border-line" />
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul'
      return (
        <List className={`space-y-1.5 pl-5 ${block.ordered ? 'list-decimal' : 'list-disc'}`}>
          {block.items.map((item, index) => (
            <li key={index}>
              <InlineNodes nodes={item} fill={fill} />
            </li>
          ))}
        </List>
      )
    }
  }
}

type MarkdownProps = { source: string; fill?: Fill; className?: string }

const same: Fill = (text) => text

/** A page's Markdown, rendered safely (lib/markdown.ts); `fill` fills the shop's placeholders. */
export function Markdown({ source, fill = same, className = 'space-y-4 leading-relaxed text-muted' }: MarkdownProps) {
  const blocks = useMemo(() => parseMarkdown(source), [source])
  return (
    <div className={className}>
      {blocks.map((block, index) => (
        <BlockNode key={index} block={block} fill={fill} />
      ))}
    </div>
  )
}
