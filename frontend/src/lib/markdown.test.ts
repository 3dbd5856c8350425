import { parseInline, parseMarkdown, safeHref } from './markdown'

describe('page Markdown (issue 13)', () => {
  it('follows only http(s), mailto and tel links', () => {
    expect(safeHref('https://example.in/a')).toBe('https://example.in/a')
    expect(safeHref(' mailto:care@shop.in ')).toBe('mailto:care@shop.in')
    expect(safeHref('tel:+919876543210')).toBe('tel:+919876543210')
    for (const bad of ['javascript:alert(1)', 'JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', '//evil.in', '/allproducts', 'vbscript:x']) {
      expect(safeHref(bad)).toBeNull()
    }
  })

  it('reads headings, paragraphs, lists, quotes and rules', () => {
    const blocks = parseMarkdown('# Title\n\nOne\nline.\n\n- a\n- b\n  more\n\n1. first\n2. second\n\n> said\n\n---\n')
    expect(blocks.map((block) => block.type)).toEqual(['heading', 'paragraph', 'list', 'list', 'quote', 'rule'])
    expect(blocks[0]).toMatchObject({ level: 2 }) // the page's own title is the only h1
    expect(blocks[1]).toEqual({ type: 'paragraph', children: [{ type: 'text', text: 'One line.' }] })
    expect(blocks[2]).toMatchObject({ ordered: false, items: [[{ text: 'a' }], [{ text: 'b more' }]] })
    expect(blocks[3]).toMatchObject({ ordered: true })
  })

  it('reads bold, italic, code, links and escapes; underscores inside words stay text', () => {
    expect(parseInline('**bold** and *it* and `x<y`')).toEqual([
      { type: 'strong', children: [{ type: 'text', text: 'bold' }] },
      { type: 'text', text: ' and ' },
      { type: 'em', children: [{ type: 'text', text: 'it' }] },
      { type: 'text', text: ' and ' },
      { type: 'code', text: 'x<y' },
    ])
    expect(parseInline('[Write](mailto:{email})')).toEqual([
      { type: 'link', href: 'mailto:{email}', children: [{ type: 'text', text: 'Write' }] },
    ])
    expect(parseInline('snake_case_name and \\*not em\\*')).toEqual([{ type: 'text', text: 'snake_case_name and *not em*' }])
  })
})
