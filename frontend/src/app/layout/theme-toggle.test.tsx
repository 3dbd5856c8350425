import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { renderApp } from '@/testing/render-app'

describe('theme toggle', () => {
  it('switches to dark, applies the class on <html> and keeps the choice in localStorage', async () => {
    renderApp()
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to dark mode' }))
    expect(document.documentElement).toHaveClass('dark')
    expect(localStorage.getItem('theme')).toBe('dark')

    await userEvent.click(screen.getByRole('button', { name: 'Switch to light mode' }))
    expect(document.documentElement).not.toHaveClass('dark')
    expect(localStorage.getItem('theme')).toBe('light')
  })

  it('starts from the stored choice', async () => {
    localStorage.setItem('theme', 'dark')
    renderApp()
    expect(await screen.findByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument()
  })
})
