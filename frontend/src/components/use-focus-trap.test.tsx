import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRef, useState } from 'react'

import { useFocusTrap } from './use-focus-trap'

type HarnessProps = { onEscape?: () => void; lockScroll?: boolean; restoreFocus?: boolean }

/** An opener button and, while open, a panel with three controls (the middle one marked data-autofocus). */
function Harness({ onEscape, lockScroll, restoreFocus }: HarnessProps) {
  const [open, setOpen] = useState(false)
  const panel = useRef<HTMLDivElement>(null)
  useFocusTrap(panel, {
    active: open,
    onEscape: () => {
      onEscape?.()
      setOpen(false)
    },
    ...(lockScroll === undefined ? {} : { lockScroll }),
    ...(restoreFocus === undefined ? {} : { restoreFocus }),
  })
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <div ref={panel} role="dialog" aria-label="Panel">
          <button type="button">First</button>
          <input aria-label="Middle" data-autofocus />
          <button type="button" disabled>
            Disabled
          </button>
          <button type="button" onClick={() => setOpen(false)}>
            Last
          </button>
        </div>
      ) : null}
      <button type="button">Outside</button>
    </>
  )
}

describe('useFocusTrap', () => {
  it('moves the focus to the [data-autofocus] control on opening', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    expect(screen.getByRole('textbox', { name: 'Middle' })).toHaveFocus()
  })

  it('wraps Tab from the last control to the first, and Shift+Tab from the first to the last', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    await user.tab() // Middle → Last (the disabled button is skipped)
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus()
    await user.tab({ shift: true })
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus()
  })

  it('calls onEscape on Escape and gives the focus back to the opener', async () => {
    const user = userEvent.setup()
    const onEscape = vi.fn()
    render(<Harness onEscape={onEscape} />)
    const opener = screen.getByRole('button', { name: 'Open' })
    await user.click(opener)
    await user.keyboard('{Escape}')
    expect(onEscape).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(opener).toHaveFocus()
  })

  it('leaves the focus where the caller put it when restoreFocus is off', async () => {
    const user = userEvent.setup()
    render(<Harness restoreFocus={false} />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    await user.keyboard('{Escape}')
    expect(screen.getByRole('button', { name: 'Open' })).not.toHaveFocus()
  })

  it('stops listening once closed', async () => {
    const user = userEvent.setup()
    const onEscape = vi.fn()
    render(<Harness onEscape={onEscape} />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    await user.click(screen.getByRole('button', { name: 'Last' }))
    await user.keyboard('{Escape}')
    expect(onEscape).not.toHaveBeenCalled()
  })

  it('locks the page scroll while open only when asked, and restores it', async () => {
    const user = userEvent.setup()
    document.body.style.overflow = 'auto'
    const { unmount } = render(<Harness lockScroll />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    expect(document.body.style.overflow).toBe('hidden')
    await user.keyboard('{Escape}')
    expect(document.body.style.overflow).toBe('auto')
    unmount()

    render(<Harness />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    expect(document.body.style.overflow).toBe('auto')
    document.body.style.overflow = ''
  })
})
