import { MantineProvider } from '@mantine/core'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { createI18n } from '../../../src/i18n/i18n'
import { stubBrowser } from '../../support/jsdom'

export { stubBrowser }


export async function renderWithShell(ui: ReactNode) {
  stubBrowser()
  const i18n = await createI18n()
  const result = render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">{ui}</MantineProvider>
    </I18nextProvider>,
  )
  return { ...result, i18n }
}
