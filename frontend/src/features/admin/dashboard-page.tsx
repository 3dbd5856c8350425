import { lazy, Suspense, type ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router'

import { PlusIcon } from '@/components/icons'
import { Spinner } from '@/components/spinner'
import { useT, type MessageKey } from '@/lib/i18n'
import { paths } from '@/lib/paths'
import { useDocumentTitle } from '@/lib/use-document-title'

import { CodSettingsPanel } from './cod/cod-settings-panel'
import { CategoriesPanel } from './components/categories-panel'
import { DashboardTabs, type TabDefinition } from './components/dashboard-tabs'
import { LowStockPanel } from './components/low-stock-panel'
import { OrdersPanel } from './components/orders-panel'
import { ProductsPanel } from './components/products-panel'
import { StatCards } from './components/stat-cards'
import { UsersPanel } from './components/users-panel'
import { DeliveryPanel } from './delivery/delivery-panel'
import { DiscountCodesPanel } from './discounts/discount-codes-panel'
import { ExportsPanel } from './invoices/exports-panel'
import { MailPanel } from './mail/mail-panel'
import { FirstRunNotice } from './shop/first-run-notice'
import { PagesPanel } from './shop/pages-panel'
import { SettingsPanel } from './shop/settings-panel'

// Issue 32: the Sales tab brings Chart.js; it and the Customers tab load when first opened.
const SalesPanel = lazy(() => import('./reports/sales-panel'))
const CustomersPanel = lazy(() => import('./reports/customers-panel'))

function Later({ children }: { children: ReactNode }) {
  const t = useT()
  return <Suspense fallback={<Spinner label={t('admin-reports.loading')} />}>{children}</Suspense>
}

type TabName =
  | 'products'
  | 'stock'
  | 'categories'
  | 'users'
  | 'orders'
  | 'settings'
  | 'delivery'
  | 'pages'
  | 'mail'
  | 'tax'
  | 'cod'
  | 'discounts'
  | 'sales'
  | 'customers'

// Each tab's label is a catalogue key, read in the current language when the page renders.
const tabs: readonly (Omit<TabDefinition<TabName>, 'label'> & { label: MessageKey })[] = [
  { name: 'products', label: 'admin-dashboard.tabProducts', panel: () => <ProductsPanel /> },
  { name: 'categories', label: 'admin-dashboard.tabCategories', panel: () => <CategoriesPanel /> },
  { name: 'users', label: 'admin-dashboard.tabUsers', panel: () => <UsersPanel /> },
  { name: 'orders', label: 'admin-dashboard.tabOrders', panel: () => <OrdersPanel /> },
  { name: 'sales', label: 'admin-reports.tabSales', panel: () => <Later><SalesPanel /></Later> }, // issue 32
  { name: 'customers', label: 'admin-reports.tabCustomers', panel: () => <Later><CustomersPanel /></Later> },
  { name: 'stock', label: 'admin-dashboard.tabStock', panel: () => <LowStockPanel /> },
  { name: 'settings', label: 'admin-dashboard.tabSettings', panel: () => <SettingsPanel /> },
  { name: 'delivery', label: 'admin-delivery.tab', panel: () => <DeliveryPanel /> },
  { name: 'pages', label: 'admin-dashboard.tabPages', panel: () => <PagesPanel /> },
  { name: 'mail', label: 'admin-dashboard.tabMail', panel: () => <MailPanel /> },
  { name: 'tax', label: 'admin-dashboard.tabTax', panel: () => <ExportsPanel /> },
  { name: 'cod', label: 'admin-cod.tab', panel: () => <CodSettingsPanel /> }, // issue 30
  { name: 'discounts', label: 'admin-discounts.tab', panel: () => <DiscountCodesPanel /> }, // issue 31
]

const isTab = (value: string | null): value is TabName => tabs.some((tab) => tab.name === value)

/** spec §2 /dashboard (admins only): the totals, 'Add Product', and the Products, Users and Orders tabs,
 *  and the shop's Settings and Pages (issue 13).
 *  The open tab is in the link (?tab=users), so a reload or a shared link keeps it. */
export function DashboardPage() {
  const t = useT()
  useDocumentTitle(t('admin-dashboard.title'))
  const [params, setParams] = useSearchParams()
  const requested = params.get('tab')
  const selected: TabName = isTab(requested) ? requested : 'products'

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 dark:scheme-dark">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold tracking-[0.2em] text-accent uppercase">{t('admin-dashboard.admin')}</p>
          <h1 className="mt-1 text-3xl font-semibold text-ink sm:text-4xl">{t('admin-dashboard.title')}</h1>
        </div>
        <Link to={paths.addProduct.getHref()} className="btn btn-primary">
          <PlusIcon className="size-5" />
          {t('admin-products.addProduct')}
        </Link>
      </header>

      <FirstRunNotice onOpenSettings={() => setParams({ tab: 'settings' }, { replace: true })} />

      <div className="mt-6">
        <StatCards />
      </div>

      <div className="mt-8">
        <DashboardTabs
          label={t('admin-dashboard.lists')}
          tabs={tabs.map((tab) => ({ ...tab, label: t(tab.label) }))}
          selected={selected}
          onSelect={(name) => setParams(name === 'products' ? {} : { tab: name }, { replace: true })}
        />
      </div>
    </div>
  )
}
