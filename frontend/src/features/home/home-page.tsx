import { useDocumentTitle } from '@/lib/use-document-title'

import { CatalogueSection } from './components/catalogue-section'
import { Hero } from './components/hero'

export function HomePage() {
  useDocumentTitle()
  return (
    <>
      <Hero />
      <CatalogueSection />
    </>
  )
}
