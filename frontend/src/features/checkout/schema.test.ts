import { formErrorsFrom, validateCheckout } from './schema'

const good = {
  name: 'Meera Rao',
  house: '',
  address: '12 Temple Road, Hubballi',
  locality: '',
  city: '',
  pincode: '580020',
  mobile: '9876543210',
}

describe('checkout rules (spec §5)', () => {
  it('accepts a complete address and trims it', () => {
    expect(validateCheckout({ ...good, name: '  Meera Rao ', pincode: ' 580020 ' })).toEqual({
      ok: true,
      address: { ...good },
    })
  })

  it('gives the exact message for every field', () => {
    expect(validateCheckout({ ...good, name: ' ', address: '', pincode: '5800', mobile: '12345' })).toEqual({
      ok: false,
      errors: {
        name: 'Name is required',
        address: 'Address is required',
        pincode: 'Pincode must be 6 digits',
        mobile: 'Mobile must be 10–12 digits',
      },
    })
  })

  it.each([
    ['580020', true],
    ['58002', false],
    ['5800200', false],
    ['58002a', false],
    ['', false],
  ])('pincode %j valid: %s', (pincode, valid) => {
    const result = validateCheckout({ ...good, pincode })
    expect(result.ok).toBe(valid)
    if (!result.ok) expect(result.errors).toEqual({ pincode: 'Pincode must be 6 digits' })
  })

  it.each([
    ['9876543210', true],
    ['+919876543210', true],
    ['919876543210', true],
    ['+9198765432101', false], // 13 digits
    ['987654321', false],
    ['98765 43210', true], // issue 28: spaces are dropped
    ['++9876543210', false],
    ['', false],
  ])('mobile %j valid: %s', (mobile, valid) => {
    const result = validateCheckout({ ...good, mobile })
    expect(result.ok).toBe(valid)
    if (!result.ok) expect(result.errors).toEqual({ mobile: 'Mobile must be 10–12 digits' })
  })

  it("keeps only the server's messages that belong to the form, as catalogue keys", () => {
    expect(formErrorsFrom({ pincode: 'Pincode must be 6 digits', 'Idempotency-Key': 'x' })).toEqual({
      pincode: 'checkout.pincodeInvalid',
    })
  })

  it('words an unknown pincode by its code (issue 30)', () => {
    const fields = { pincode: 'We could not find this pincode. Please check it.' }
    expect(formErrorsFrom(fields, 'unknown_pincode')).toEqual({ pincode: 'checkout.pincodeUnknown' })
  })

  it('checks the lengths of house, locality and city', () => {
    const result = validateCheckout({ ...good, house: 'x'.repeat(201), locality: 'x'.repeat(101), city: 'x'.repeat(101) })
    expect(result).toEqual({
      ok: false,
      errors: {
        house: 'House and building must be at most 200 characters',
        locality: 'Locality must be at most 100 characters',
        city: 'City must be at most 100 characters',
      },
    })
  })
})
