// Friendly names for the accounts API shapes (generated in src/lib/api/schema.d.ts).
import type { components } from '@/lib/api/schema'

type Schemas = components['schemas']

export type SignupInput = Schemas['SignupIn']
export type LoginInput = Schemas['LoginIn']
