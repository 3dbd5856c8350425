import { act, screen } from '@testing-library/react'

import { setLanguage } from '@/lib/i18n'
import { mockApi } from '@/testing/mock-api'
import { renderApp } from '@/testing/render-app'
import { testPages } from '@/testing/shop-fixtures'

const kannadaAbout = {
  ...testPages.about,
  intro: '**{shop}** ಖಾದಿಯನ್ನು ಮನೆಮನೆಗೆ ತರುತ್ತದೆ.',
  mission: 'ಚರಕವನ್ನು ಜೀವಂತವಾಗಿಡುವುದು.',
}

describe('the shop pages in the shopper’s language (issue 18)', () => {
  it('shows the Kannada version, with the page’s own words in Kannada, and fetches it again on a switch', async () => {
    const api = mockApi({ 'GET /api/v1/pages/about?lang=kn': Response.json(kannadaAbout) })
    renderApp({ path: '/about-us' })
    expect(await screen.findByText('To keep the charkha alive.')).toBeInTheDocument()
    expect(api.callsTo('GET', '/api/v1/pages/about?lang=en')).toHaveLength(1)

    await act(() => setLanguage('kn'))

    expect(await screen.findByText('ಚರಕವನ್ನು ಜೀವಂತವಾಗಿಡುವುದು.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'ನಮ್ಮ ಬಗ್ಗೆ' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'ನಮ್ಮ ಧ್ಯೇಯ' })).toBeInTheDocument()
    expect(screen.getByText('Gadag Khadi Sangha', { selector: 'strong' })).toBeInTheDocument()
    expect(screen.getByText('A handmade thing in every home.')).toBeInTheDocument() // not translated: English
    expect(screen.queryByText('Our Mission')).not.toBeInTheDocument()
    expect(api.callsTo('GET', '/api/v1/pages/about?lang=kn')).toHaveLength(1)
  })
})
