import { render, screen } from '@testing-library/react'

import { Markdown } from './markdown'

describe('<Markdown> (issue 13: rendered safely)', () => {
  it('shows raw HTML as text and never runs it', () => {
    const { container } = render(<Markdown source={'Hello <script>window.hacked = 1</script> <img src=x onerror="alert(1)">'} />)
    expect(container.querySelector('script, img')).toBeNull()
    expect(screen.getByText(/<script>window.hacked = 1<\/script>/)).toBeInTheDocument()
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined()
  })

  it('renders a javascript: link as its text only', () => {
    const { container } = render(<Markdown source={'[click me](javascript:alert(1)) and [ok](https://example.in)'} />)
    expect(screen.getByText(/click me/)).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'click me' })).not.toBeInTheDocument()
    expect(container.querySelectorAll('a')).toHaveLength(1)
    const ok = screen.getByRole('link', { name: 'ok' })
    expect(ok).toHaveAttribute('href', 'https://example.in')
    expect(ok).toHaveAttribute('rel', 'noopener noreferrer nofollow')
    expect(ok).toHaveAttribute('target', '_blank')
  })

  it('fills placeholders in text and addresses, after parsing', () => {
    const fill = (text: string) => text.replace('{email}', 'a_b_c@shop.in')
    render(<Markdown source={'Mail [{email}](mailto:{email})'} fill={fill} />)
    expect(screen.getByRole('link', { name: 'a_b_c@shop.in' })).toHaveAttribute('href', 'mailto:a_b_c@shop.in')
  })

  it('draws headings below the page title, and lists', () => {
    render(<Markdown source={'# Open positions\n\n### Weaver\n\n- fair wages\n- training'} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Open positions' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'Weaver' })).toBeInTheDocument()
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['fair wages', 'training'])
  })
})
