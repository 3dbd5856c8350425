import { TransNoContext } from '@lingui/react/server'
import type { ReactElement } from 'react'

import { i18n, type MessageValues } from './i18n'
import type { MessageKey } from './keys.gen'
import { useLanguage } from './use-t'

type TProps = {
  k: MessageKey
  values?: MessageValues
  /** Elements wrapping numbered tags in the message: 'Read our <0>terms</0>' with components={{ 0: <Link/> }}. */
  components?: Record<string, ReactElement>
}

/** A message with markup inside it (links, bold). Plain text reads better as {t('area.key')}. */
export function T({ k, values, components }: TProps) {
  useLanguage() // re-render on a switch
  return <TransNoContext id={k} values={values} components={components} lingui={{ i18n }} />
}
