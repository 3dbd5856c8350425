// What the Kannada and Hindi twins of the page tests (*.i18n.test.tsx) share with each other and with their
// English files: switching the language as the switch does, an input's message, and "no English left" checks.
import { act, screen, within } from '@testing-library/react'

import { ensureBundle, setLanguage, type Language } from '@/lib/i18n'

/** Switches the app to `language` as the language switch does; `admin` loads the dashboard's bundle first. */
export async function switchTo(language: Language, { admin = false } = {}): Promise<void> {
  await act(async () => {
    if (admin) await ensureBundle('admin')
    await setLanguage(language)
  })
}

/** The message shown for an input (the texts its aria-describedby names), or null. */
export function messageOf(input: HTMLElement): string | null {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? []
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim() || null
}

/** A catalogue's messages without placeholders or markup: the texts a page shows word for word. */
export function plainTexts(catalogue: Record<string, string>): string[] {
  return Object.values(catalogue).filter((message) => !/[{<]/.test(message))
}

/** None of `texts` shows in the page's main region, as a text of its own or as one of `attributes`. */
export function expectNoneShown(texts: readonly string[], attributes: readonly string[] = ['aria-label']): void {
  const main = screen.getByRole('main')
  for (const text of texts) {
    expect(within(main).queryAllByText(text), text).toEqual([])
    for (const name of attributes) expect(main.querySelectorAll(`[${name}="${text}"]`), text).toHaveLength(0)
  }
}

/** No word of `words` is left in the page's main region. */
export function expectNoWords(words: readonly string[]): void {
  const main = screen.getByRole('main')
  for (const english of words) expect(main).not.toHaveTextContent(new RegExp(`\\b${english}\\b`))
}

/** None of `texts` is anywhere in the page (the dashboard's dialogs render outside its main region). */
export function expectNotInPage(texts: readonly string[]): void {
  const text = document.body.textContent
  for (const english of texts) expect(text).not.toContain(english)
}
