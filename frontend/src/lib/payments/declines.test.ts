// Issue 28: a failed payment's reason reads in the shopper's language — Razorpay's documented reasons worded from
// the catalogues, anything else as the catalogue's 'Payment failed', never Razorpay's English description.
import { act } from '@testing-library/react'

import { setLanguage } from '@/lib/i18n'

import { DECLINE_REASONS, declineText } from './declines'

const razorpay = (reason: string, description: string) => ({ code: 'BAD_REQUEST_ERROR', reason, description, source: 'customer' })
const insufficient = razorpay('insufficient_funds', 'Your payment could not be completed due to insufficient account balance.')
const cancelled = razorpay('payment_cancelled', 'Payment processing cancelled by user')
const upiTimeout = razorpay('payment_timed_out', 'Payment was not completed on time.')
const declined = razorpay('payment_declined', "Your payment didn't go through as it was declined by the bank.")
const unknown = razorpay('some_new_reason', 'Something went wrong at the bank.')

afterEach(async () => {
  await act(() => setLanguage('en'))
})

describe('declineText', () => {
  it("keeps the provider's description in English (spec §8), else 'Payment failed. Please try again.'", () => {
    expect(declineText(insufficient)).toBe('Your payment could not be completed due to insufficient account balance.')
    expect(declineText(unknown)).toBe('Something went wrong at the bank.')
    expect(declineText({ reason: 'payment_cancelled' })).toBe('You cancelled the payment. Nothing was charged.')
    expect(declineText({})).toBe('Payment failed. Please try again.')
    expect(declineText(undefined)).toBe('Payment failed. Please try again.')
  })

  it('words the known reasons in Kannada', async () => {
    await act(() => setLanguage('kn'))
    expect(declineText(insufficient)).toBe('ಈ ಪಾವತಿಗೆ ನಿಮ್ಮ ಖಾತೆಯಲ್ಲಿ ಸಾಕಷ್ಟು ಹಣವಿಲ್ಲ. ದಯವಿಟ್ಟು ಬೇರೆ ಖಾತೆ ಅಥವಾ ವಿಧಾನ ಬಳಸಿ.')
    expect(declineText(cancelled)).toBe('ನೀವು ಪಾವತಿಯನ್ನು ರದ್ದುಮಾಡಿದಿರಿ. ಯಾವುದೇ ಹಣ ಕಡಿತವಾಗಿಲ್ಲ.')
    expect(declineText(upiTimeout)).toBe('ಪಾವತಿ ಸಮಯದೊಳಗೆ ಪೂರ್ಣಗೊಳ್ಳಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.')
    expect(declineText(declined)).toBe('ನಿಮ್ಮ ಬ್ಯಾಂಕ್ ಪಾವತಿಯನ್ನು ನಿರಾಕರಿಸಿದೆ. ದಯವಿಟ್ಟು ಬೇರೆ ಕಾರ್ಡ್, ಖಾತೆ ಅಥವಾ ವಿಧಾನ ಬಳಸಿ.')
    expect(declineText({ ...declined, reason: 'CARD_DECLINED' })).toBe(declineText(declined))
  })

  it("falls back to 'Payment failed' in the shopper's language for an unknown reason, never the English", async () => {
    await act(() => setLanguage('kn'))
    expect(declineText(unknown)).toBe('ಪಾವತಿ ವಿಫಲವಾಯಿತು. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.')
    expect(declineText({ description: 'Payment failed' })).toBe('ಪಾವತಿ ವಿಫಲವಾಯಿತು. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.')
    // the sandbox's coded decline, and a code this client does not know
    expect(declineText({ description: 'Your card was declined by the bank.', descriptionCode: 'payments.card_declined', reason: 'payment_failed' })).toBe(
      'ನಿಮ್ಮ ಕಾರ್ಡ್ ಅನ್ನು ಬ್ಯಾಂಕ್ ನಿರಾಕರಿಸಿದೆ.',
    )
    expect(declineText({ description: 'A new decline.', descriptionCode: 'payments.new_decline', reason: 'payment_failed' })).toBe(
      'ಪಾವತಿ ವಿಫಲವಾಯಿತು. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
    )
  })

  it('words them in Hindi', async () => {
    await act(() => setLanguage('hi'))
    expect(declineText(insufficient)).toBe('इस भुगतान के लिए आपके खाते में पर्याप्त राशि नहीं है। कृपया कोई दूसरा खाता या तरीका चुनें।')
    expect(declineText(cancelled)).toBe('आपने भुगतान रद्द कर दिया। कोई राशि नहीं कटी।')
    expect(declineText(unknown)).toBe('भुगतान विफल रहा। कृपया फिर से कोशिश करें।')
  })

  it('every known reason has its words in every language, none of them English in Kannada or Hindi', async () => {
    const english = Object.keys(DECLINE_REASONS).map((reason) => declineText({ reason }))
    for (const language of ['kn', 'hi'] as const) {
      await act(() => setLanguage(language))
      Object.keys(DECLINE_REASONS).forEach((reason, index) => {
        const words = declineText({ reason, description: 'English words from the provider' })
        expect(words, reason).not.toBe(english[index])
        // only the names people use as they are: OTP, PIN, UPI (ID), QR
        expect(words.replace(/\b(OTP|PIN|UPI|ID|QR)\b/g, ''), reason).not.toMatch(/[A-Za-z]/)
      })
    }
  })
})
