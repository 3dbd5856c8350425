// Friendly names for the admin API shapes (generated from the backend's OpenAPI document).
import type { components } from '@/lib/api/schema'

type Schemas = components['schemas']

export type AdminCategory = Schemas['AdminCategoryOut']
export type AdminProduct = Schemas['AdminProductOut']
export type AdminProductPage = Schemas['ProductPage']
export type AdminUser = Schemas['AdminUserOut']
export type AdminUserPage = Schemas['UserPage']
export type CategoryChange = Schemas['CategoryUpdate']
export type DashboardStats = Schemas['StatsOut']
export type ProductInput = Schemas['ProductCreate']
export type ProductDeleted = Schemas['ProductDeleted']
export type UploadedImage = Schemas['UploadedImageOut']

/** What every server-paginated admin list takes (page from 1; q searches on the server). */
export type PageQuery = { page: number; pageSize: number; q: string }

export const pageSizes = [20, 50, 100] as const // the server caps pageSize at 100

/** The Orders tab's lists (issue 16): every order, the paid ones not yet shipped, or those with an open
 *  return (requested or accepted), oldest first. */
export type OrdersView = 'all' | 'to-ship' | 'returns'

export type ProductStock = Schemas['ProductStockOut']
export type VariantCount = Schemas['VariantCount']
export type StockSet = Schemas['StockSetIn']
export type Restock = Schemas['RestockIn']
export type StockHistoryPage = Schemas['StockHistoryPage']
export type StockMovement = Schemas['StockMovementOut']
export type LowStockList = Schemas['LowStockList']
export type LowStockItem = Schemas['LowStockItem']
