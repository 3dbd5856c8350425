import { firstErrors, loginFields, loginSchema, signupFields, signupSchema, type SignupForm } from './schemas'

const valid: SignupForm = {
  name: 'Meera Rao',
  phone: '9876543210',
  email: 'meera@example.in',
  password: 'khadi123',
  confirmPassword: 'khadi123',
}

function errorsOf(form: Partial<SignupForm>) {
  const result = signupSchema.safeParse({ ...valid, ...form })
  return result.success ? {} : firstErrors(result.error, signupFields)
}

describe('signup rules (spec §5, same as the server)', () => {
  it('accepts a valid form and trims and lower-cases what the server normalises', () => {
    const result = signupSchema.parse({ ...valid, name: '  Meera Rao ', email: ' Meera@Example.IN ', phone: ' 9876543210 ' })
    expect(result).toMatchObject({ name: 'Meera Rao', email: 'meera@example.in', phone: '9876543210' })
  })

  it('requires name, phone, email and password', () => {
    expect(errorsOf({ name: '', phone: '', email: '', password: '', confirmPassword: '' })).toEqual({
      name: 'Name is required',
      phone: 'Phone number is required',
      email: 'Email is required',
      password: 'Password is required',
    })
    expect(errorsOf({ name: '   ' })).toEqual({ name: 'Name is required' })
  })

  it("says 'Passwords do not match.' when the confirmation differs", () => {
    expect(errorsOf({ confirmPassword: 'khadi124' })).toEqual({ confirmPassword: 'Passwords do not match.' })
    expect(errorsOf({ confirmPassword: '' })).toEqual({ confirmPassword: 'Passwords do not match.' })
  })

  it('reports a mismatch together with the other fields', () => {
    expect(errorsOf({ name: '', confirmPassword: 'other' })).toEqual({
      name: 'Name is required',
      confirmPassword: 'Passwords do not match.',
    })
  })

  it.each(['98765', '98765432101', '5876543210', '0987654321', '+91 58765 43210', 'abcdefghij'])(
    "refuses the phone %s with 'Please enter a valid phone number'",
    (phone) => {
      expect(errorsOf({ phone })).toEqual({ phone: 'Please enter a valid phone number' })
    },
  )

  // Spaces, dashes and a +91 or 0 prefix are how people write a number (issue 28).
  it.each(['6000000000', '7123456789', '8123456789', '9999999999', '98765 43210', '+919876543210', '098765-43210'])(
    'accepts the phone %s', (phone) => {
    expect(errorsOf({ phone })).toEqual({})
  })

  it("says 'Password must be at least 6 characters' below six", () => {
    expect(errorsOf({ password: 'khadi', confirmPassword: 'khadi' })).toEqual({
      password: 'Password must be at least 6 characters',
    })
    expect(errorsOf({ password: 'khadi1', confirmPassword: 'khadi1' })).toEqual({})
  })

  it('checks the e-mail shape and the length limits the server has', () => {
    expect(errorsOf({ email: 'meera@example' })).toEqual({ email: 'Please enter a valid email' })
    expect(errorsOf({ name: 'x'.repeat(101) })).toEqual({ name: 'Name must be at most 100 characters' })
    const long = 'p'.repeat(257)
    expect(errorsOf({ password: long, confirmPassword: long })).toEqual({
      password: 'Password must be at most 256 characters',
    })
  })
})

describe('login form rules', () => {
  it('only needs both fields', () => {
    const result = loginSchema.safeParse({ email: ' ', password: '' })
    expect(result.success).toBe(false)
    if (!result.success) {
      expect(firstErrors(result.error, loginFields)).toEqual({ email: 'Email is required', password: 'Password is required' })
    }
    expect(loginSchema.safeParse({ email: 'a@b.in', password: 'x' }).success).toBe(true)
  })
})
