import userEvent from '@testing-library/user-event'

/**
 * Puts text into an empty field as a paste does: one input event, where `userEvent.type` sends four events and a
 * re-render per letter — a long string typed into a big page costs a second or more. For tests that care what
 * ends up in the field, not about the keystrokes (keep `userEvent.type` where keys are what is tested: Enter,
 * Backspace, a limit reached while typing).
 */
export async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field)
  await userEvent.paste(text)
}
