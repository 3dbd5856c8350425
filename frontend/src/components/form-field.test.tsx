import { render, screen } from '@testing-library/react'
import { createRef } from 'react'

import { controlClass, FormField, InputField } from './form-field'

describe('FormField', () => {
  it('labels its control and links the error with aria-describedby and aria-invalid', () => {
    render(
      <FormField label="Pincode" error="Enter a 6-digit pincode." hint="6 digits">
        {(control) => <input {...control} className={controlClass} />}
      </FormField>,
    )
    const input = screen.getByRole('textbox', { name: 'Pincode' })
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Enter a 6-digit pincode.')
    const message = document.getElementById(input.getAttribute('aria-describedby') ?? '')
    expect(message).toHaveTextContent('Enter a 6-digit pincode.')
    expect(screen.getByText('6 digits')).toBeInTheDocument() // the hint stays under the error: what is expected
  })

  it('describes the control with its hint while there is no error, and is not invalid', () => {
    render(<FormField label="Pincode" hint="6 digits">{(control) => <input {...control} />}</FormField>)
    const input = screen.getByRole('textbox', { name: 'Pincode' })
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(input).toHaveAccessibleDescription('6 digits')
  })

  it('leaves aria-describedby off when there is neither error nor hint', () => {
    render(<FormField label="Title">{(control) => <textarea {...control} />}</FormField>)
    const textarea = screen.getByRole('textbox', { name: 'Title' })
    expect(textarea).not.toHaveAttribute('aria-describedby')
    expect(textarea).not.toHaveAttribute('aria-invalid')
  })

  it('gives each field its own ids', () => {
    render(
      <>
        <FormField label="Name" error="Enter your name.">
          {(control) => <input {...control} />}
        </FormField>
        <FormField label="Mobile" error="Enter a mobile number.">
          {(control) => <input {...control} />}
        </FormField>
      </>,
    )
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Enter your name.')
    expect(screen.getByRole('textbox', { name: 'Mobile' })).toHaveAccessibleDescription('Enter a mobile number.')
  })
})

describe('InputField', () => {
  it('renders a labelled input with the error linked, its props and ref, and a trailing control', () => {
    const ref = createRef<HTMLInputElement>()
    render(
      <InputField
        ref={ref}
        label="Password"
        type="password"
        name="password"
        error="Password is required"
        trailing={(inputId) => (
          <button type="button" aria-controls={inputId}>
            Show password
          </button>
        )}
      />,
    )
    const input = screen.getByLabelText('Password')
    expect(input).toBe(ref.current)
    expect(input).toHaveAttribute('type', 'password')
    expect(input).toHaveAttribute('name', 'password')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Password is required')
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-controls', input.id)
  })
})
