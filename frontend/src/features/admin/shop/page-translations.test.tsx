import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { setLanguage } from '@/lib/i18n'
import { mockApi } from '@/testing/mock-api'
import { admin, renderApp } from '@/testing/render-app'
import { adminPage, testShop } from '@/testing/shop-fixtures'

function api(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ 'GET /api/v1/admin/stats': Response.json({ totalProducts: 1, totalUsers: 2, totalSales: 0 }), ...overrides })
}

async function openTab(tab: string) {
  renderApp({ path: `/dashboard?tab=${tab}`, user: admin })
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' })
}

describe('Pages tab in Kannada and Hindi (issue 18)', () => {
  it('types a Kannada mission and sends it with the English and the Hindi kept', async () => {
    const about = adminPage('about')
    const stored = { ...about, hi: { ...about.hi, vision: 'हर घर में हाथ का बना।' } }
    const calls = api({
      'GET /api/v1/admin/pages/about': Response.json(stored),
      'PUT /api/v1/admin/pages/about': (call) => Response.json({ ...stored, ...(call.body as object), version: 2 }),
    })
    await openTab('pages')
    const form = within(await screen.findByRole('form', { name: 'About Us' }))
    await userEvent.click(screen.getByRole('button', { name: 'ಕನ್ನಡ' }))
    expect(screen.getByRole('button', { name: 'ಕನ್ನಡ' })).toHaveAttribute('aria-pressed', 'true')
    const mission = form.getByLabelText('Our Mission (ಕನ್ನಡ)')
    expect(mission).toHaveAttribute('placeholder', 'To keep the charkha alive.') // what shoppers see while empty
    await userEvent.click(mission)
    await userEvent.paste('ಚರಕವನ್ನು ಜೀವಂತವಾಗಿಡುವುದು.')
    await userEvent.click(form.getByLabelText('Title (ಕನ್ನಡ)', { selector: '[placeholder="Quality"]' }))
    await userEvent.paste('ಗುಣಮಟ್ಟ')
    // switching back to English keeps what was typed; one save sends every language
    await userEvent.click(screen.getByRole('button', { name: 'English' }))
    expect(form.getByLabelText('Our Mission')).toHaveValue('To keep the charkha alive.')
    await userEvent.click(form.getByRole('button', { name: 'Save page' }))
    expect(await screen.findByText('Page saved')).toBeInTheDocument()

    const body = calls.callsTo('PUT', '/api/v1/admin/pages/about')[0]?.body as Record<string, Record<string, unknown>>
    expect(body.mission).toBe('To keep the charkha alive.')
    expect(body.kn).toMatchObject({ mission: 'ಚರಕವನ್ನು ಜೀವಂತವಾಗಿಡುವುದು.', intro: '', vision: '' })
    expect((body.kn?.values as { title: string }[])[3]).toEqual({ title: 'ಗುಣಮಟ್ಟ', text: '' })
    expect(body.kn?.team).toHaveLength(4)
    expect(body.hi).toMatchObject({ vision: 'हर घर में हाथ का बना।', mission: '' })
  })

  it('shows a translated field’s refusal on the field in that language', async () => {
    api({
      'PUT /api/v1/admin/pages/careers': Response.json(
        { error: 'validation_error', message: 'Must not contain control characters', fields: { 'hi.body': 'Must not contain control characters' } },
        { status: 422 },
      ),
    })
    await openTab('pages')
    await userEvent.selectOptions(await screen.findByLabelText('Page'), 'careers')
    const form = within(await screen.findByRole('form', { name: 'Careers' }))
    await userEvent.click(screen.getByRole('button', { name: 'हिन्दी' }))
    await userEvent.type(form.getByLabelText('Careers page (हिन्दी)'), 'नौकरियाँ')
    await userEvent.click(form.getByRole('button', { name: 'Save page' }))
    expect(await form.findAllByText('Must not contain control characters')).not.toHaveLength(0)
    expect(form.getByLabelText('Careers page (हिन्दी)')).toHaveAttribute('aria-invalid', 'true')
  })

  it('shows the dashboard’s own words in Kannada when the admin reads Kannada', async () => {
    api()
    await openTab('pages')
    await screen.findByRole('form', { name: 'About Us' })
    await act(() => setLanguage('kn'))
    expect(await screen.findByRole('form', { name: 'ನಮ್ಮ ಬಗ್ಗೆ' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'ಪುಟ ಉಳಿಸಿ' })).toBeInTheDocument()
  })
})

describe('The tagline in Kannada and Hindi (issue 18)', () => {
  it('sends the Kannada tagline typed on the Settings tab', async () => {
    const calls = api({ 'PUT /api/v1/admin/shop': (call) => Response.json({ ...testShop, ...(call.body as object), version: 4 }) })
    await openTab('settings')
    const form = within(await screen.findByRole('form', { name: 'Shop settings' }))
    const kannada = form.getByLabelText('Tagline (ಕನ್ನಡ)')
    expect(kannada).toHaveAttribute('placeholder', 'Handspun in Gadag')
    await userEvent.click(kannada)
    await userEvent.paste('ಗದಗದಲ್ಲಿ ಕೈಯಿಂದ ನೂತದ್ದು')
    await userEvent.click(form.getByRole('button', { name: 'Save settings' }))
    expect(await screen.findByText('Shop settings saved')).toBeInTheDocument()
    expect(calls.callsTo('PUT', '/api/v1/admin/shop')[0]?.body).toMatchObject({
      tagline: 'Handspun in Gadag',
      taglineKn: 'ಗದಗದಲ್ಲಿ ಕೈಯಿಂದ ನೂತದ್ದು',
      taglineHi: '',
    })
  })
})
