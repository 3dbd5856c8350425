import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'

import { productsQueryOptions } from '@/lib/api/get-products'

import { AppProviders, createQueryClient } from './app/providers'
import { createAppRouter } from './app/router'
import './index.css'

// spec §7: the catalogue is loaded at start — begin now, in parallel with the first page's code.
const queryClient = createQueryClient()
queryClient.query(productsQueryOptions()).catch(() => undefined) // the page shows the error and retries

const router = createAppRouter()
const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
)
