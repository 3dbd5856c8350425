// The shop and its pages as the component tests' fake server answers them (GET /api/v1/shop and
// /api/v1/pages/*): a configured shop, and pages with the spec's texts.
import type { AdminPageBodies, PageBodies } from '@/lib/pages'
import type { Shop } from '@/lib/shop'

export const testShop: Shop = {
  version: 3,
  updatedAt: '2026-11-20T10:00:00Z',
  configured: true,
  name: 'Gadag Khadi Sangha',
  tagline: 'Handspun in Gadag',
  legalName: 'Gadag Khadi Gramodyog Sangha',
  email: 'hello@gadagkhadi.in',
  phone: '+91 94480 12345',
  phoneLink: 'tel:+919448012345',
  whatsappNumber: '919448012345',
  address: 'Station Road, Gadag, Karnataka 582101',
  mapUrl: 'https://maps.example.com/?q=Gadag',
  state: 'Karnataka',
  stateCode: '29',
  gstin: '',
  invoicePrefix: 'GKS',
  invoices: 'receipt',
  invoiceNotice:
    "No GSTIN is set: paid orders get plain receipts, not tax invoices. Add the shop's GSTIN and legal name to issue GST invoices.",
  logoKey: '',
  logo: null,
  socialLinks: [{ name: 'Instagram', url: 'https://instagram.com/gadagkhadi' }],
  developerText: 'Gadag Web Works',
  developerUrl: 'https://gadagweb.example.com',
  stockHoldMinutes: 30,
  dismissedHoldMinutes: 0,
  cartReminderHours: 6,
  lowStockThreshold: 3,
  cartSummary: 'gst',
}

const meta = { version: 1, updatedAt: '2026-11-20T10:00:00Z' }

const termsSections: [string, string][] = [
  ['Introduction', 'Welcome to {shop}. These terms apply to everyone who visits this website.'],
  ['Use of the Site', 'You may browse and buy for your own use.'],
  ['Accounts & Registration', 'To order you create an account with your name, phone number and e-mail.'],
  ['Products & Orders', 'An order is confirmed once payment succeeds.'],
  ['Pricing & Payment', 'All prices are in Indian Rupees (₹) and include all taxes.'],
  ['Shipping & Delivery', 'We ship orders within 2–3 business days of payment.'],
  [
    'Returns & Refunds',
    'Returns are accepted within 10 days of delivery for defective or damaged items only. The refund is made in 7–10 business days.',
  ],
  ['Intellectual Property', 'The text and photographs of this site belong to {shop}.'],
  ['Limitation of Liability', 'Our liability for any order is limited to the amount you paid for it.'],
  ['Governing Law', 'Any dispute is subject to the courts of {state}.'],
  ['Contact Us', 'Write to [{email}](mailto:{email}) or call {phone}.'],
]

export const testPages: PageBodies = {
  about: {
    ...meta,
    intro: 'For years **{shop}** has brought khadi to families across India.',
    mission: 'To keep the charkha alive.',
    vision: 'A handmade thing in every home.',
    values: ['Sustainability', 'Authenticity', 'Community', 'Quality', 'Innovation', 'Customer First'].map(
      (title) => ({ title, text: `${title} matters.` }),
    ),
    team: ['Shivanand Patil', 'Lakshmi Hegde', 'Imran Mulla', 'Kavya Kulkarni'].map((name) => ({
      name,
      role: 'Team',
      text: '',
      photoKey: '',
      photo: null,
    })),
  },
  careers: {
    ...meta,
    body:
      '## Open positions\n\n### Handloom Weaver\n\n[Apply for Handloom Weaver](mailto:{email}?subject=Application%3A%20Weaver)\n\n' +
      '### Store Assistant\n\n[Apply for Store Assistant](mailto:{email}?subject=Application%3A%20Store)\n',
  },
  faq: {
    ...meta,
    items: [
      { question: 'How are fabrics sold?', answer: 'Choose any length from 1 to 30 metres in steps of 0.25 m.' },
      { question: 'Can I return a product?', answer: 'Within 10 days of delivery, for *defective* or damaged items.' },
    ],
  },
  terms: { ...meta, sections: termsSections.map(([title, body]) => ({ title, body })) },
}

/** The dashboard's copy of a page: the English with empty Kannada and Hindi texts (none entered). */
export function adminPage<Slug extends keyof PageBodies>(slug: Slug): AdminPageBodies[Slug] {
  const page: Record<string, unknown> = testPages[slug]
  const blank = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map((item: Record<string, unknown>) => Object.fromEntries(Object.keys(item).map((k) => [k, ''])))
      : ''
  const texts: Record<keyof PageBodies, string[]> = {
    about: ['intro', 'mission', 'vision', 'values', 'team'],
    careers: ['body'],
    faq: ['items'],
    terms: ['sections'],
  }
  const empty = Object.fromEntries(texts[slug].map((field) => [field, blank(page[field])]))
  if (slug === 'about') empty.team = (empty.team as object[]).map(() => ({ role: '', text: '' }))
  return { ...page, kn: empty, hi: empty } as AdminPageBodies[Slug]
}

/** The fake server's answer for the shop and page reads, or undefined for any other path. Pages are in
 *  English whatever `?lang=` asks (a test wanting another language answers that path itself). */
export function shopAnswer(path: string): unknown {
  const bare = path.split('?')[0] ?? path
  if (bare === '/api/v1/shop') return testShop
  const admin = /^\/api\/v1\/admin\/pages\/(about|careers|faq|terms)$/.exec(bare)?.[1] as keyof PageBodies | undefined
  if (admin) return adminPage(admin)
  const slug = /^\/api\/v1\/pages\/(about|careers|faq|terms)$/.exec(bare)?.[1] as keyof PageBodies | undefined
  return slug ? testPages[slug] : undefined
}
