// Issue 18: /account in Kannada — labels, the rules' messages, the password change's plural.
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { emptyCart } from '@/testing/cart-fixtures'
import { expectNoWords, messageOf, switchTo } from '@/testing/languages'
import { mockApi } from '@/testing/mock-api'
import { renderApp, shopper } from '@/testing/render-app'

const account = { uid: shopper.uid, name: shopper.name, email: shopper.email, phone: '9876543210', role: 'user' }


describe('/account in Kannada (issue 18)', () => {
  it('shows the forms, their messages and the password change in Kannada', async () => {
    const api = mockApi({
      'GET /api/v1/cart': Response.json(emptyCart),
      'GET /api/v1/account': Response.json(account),
      'POST /api/v1/account/password': Response.json({ otherSessionsEnded: 2 }),
    })
    renderApp({ path: '/account', user: shopper })
    await screen.findByRole('heading', { level: 1, name: 'My Account' })
    await switchTo('kn')

    expect(await screen.findByRole('heading', { level: 1, name: 'ನನ್ನ ಖಾತೆ' })).toBeInTheDocument()
    const details = within(screen.getByRole('form', { name: 'ನಿಮ್ಮ ವಿವರಗಳು' }))
    expect(details.getByLabelText('ಹೆಸರು')).toHaveValue(shopper.name)
    expect(details.getByText(/ಆಗಿ ಸೈನ್ ಇನ್ ಆಗಿದ್ದೀರಿ/)).toHaveTextContent(`${shopper.email} ಆಗಿ ಸೈನ್ ಇನ್ ಆಗಿದ್ದೀರಿ`)
    const phone = details.getByLabelText('ಫೋನ್ ಸಂಖ್ಯೆ')
    await userEvent.clear(phone)
    await userEvent.type(phone, '12345')
    await userEvent.click(details.getByRole('button', { name: 'ವಿವರಗಳನ್ನು ಉಳಿಸಿ' }))
    expect(messageOf(phone)).toContain('ದಯವಿಟ್ಟು ಸರಿಯಾದ ಫೋನ್ ಸಂಖ್ಯೆ ನಮೂದಿಸಿ')

    const password = within(screen.getByRole('form', { name: 'ಪಾಸ್‌ವರ್ಡ್ ಬದಲಿಸಿ' }))
    await userEvent.click(password.getByRole('button', { name: 'ಪಾಸ್‌ವರ್ಡ್ ಬದಲಿಸಿ' }))
    expect(messageOf(password.getByLabelText('ಈಗಿನ ಪಾಸ್‌ವರ್ಡ್'))).toContain('ಈಗಿನ ಪಾಸ್‌ವರ್ಡ್ ಅಗತ್ಯವಿದೆ')
    expect(messageOf(password.getByLabelText('ಹೊಸ ಪಾಸ್‌ವರ್ಡ್'))).toContain('ಪಾಸ್‌ವರ್ಡ್ ಅಗತ್ಯವಿದೆ')

    await userEvent.type(password.getByLabelText('ಈಗಿನ ಪಾಸ್‌ವರ್ಡ್'), 'khadi123')
    await userEvent.type(password.getByLabelText('ಹೊಸ ಪಾಸ್‌ವರ್ಡ್'), 'khadi456')
    await userEvent.type(password.getByLabelText('ಹೊಸ ಪಾಸ್‌ವರ್ಡ್ ದೃಢೀಕರಿಸಿ'), 'khadi456')
    await userEvent.click(password.getByRole('button', { name: 'ಪಾಸ್‌ವರ್ಡ್ ಬದಲಿಸಿ' }))
    expect(await password.findByRole('status')).toHaveTextContent('ಪಾಸ್‌ವರ್ಡ್ ಬದಲಾಗಿದೆ. ಬೇರೆ 2 ಸಾಧನಗಳಿಂದ ಸೈನ್ ಔಟ್ ಮಾಡಲಾಗಿದೆ.')
    expect(api.callsTo('POST', '/api/v1/account/password')[0]?.body).toEqual({
      currentPassword: 'khadi123',
      newPassword: 'khadi456',
      confirmPassword: 'khadi456',
    })

    expectNoWords(['My Account', 'Your details', 'Name', 'Phone', 'Password', 'Save', 'Signed in', 'required', 'valid'])
  })
})
