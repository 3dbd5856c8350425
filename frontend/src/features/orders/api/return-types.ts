// Issue 16 returns: friendly names for the backend's shapes (generated from its OpenAPI document).
import type { components } from '@/lib/api/schema'

type Schemas = components['schemas']

export type OrderReturn = Schemas['ReturnOut']
export type ReturnLine = Schemas['ReturnLineOut']
export type ReturnPhoto = Schemas['ReturnPhotoOut']
export type ReturnReason = OrderReturn['reason']
export type ReturnStatus = OrderReturn['status']
/** What of a line can still be returned: a fabric's whole length, or up to `quantity` pieces. */
export type ReturnableLine = Schemas['ReturnableLine']
export type ReturnRequest = Schemas['ReturnRequestIn']
