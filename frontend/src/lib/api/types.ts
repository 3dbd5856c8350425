// Friendly names for the generated API shapes (schema.d.ts is generated; never edit it by hand).
import type { components } from './schema'

type Schemas = components['schemas']

export type Product = Schemas['ProductOut']
export type ProductImage = Schemas['ImageOut']
export type ProductList = Schemas['ProductList']
export type Category = Schemas['CategoryOut']
export type SizeChart = Schemas['SizeChartOut']
