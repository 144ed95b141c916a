// @vitest-environment jsdom
// A refusal the server names by its rule is said in the guest's language (guest helper: "Troppi
// tentativi" and other Italian answers on Arabic screens). SPEC §8.
import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { mergeResources } from '../../../api/translations'
import type { CallResult } from '../../../src/account/useCustomerCall'
import { ServerError } from '../../../src/account/ServerError'
import { createI18n, loadLanguage } from '../../../src/i18n/i18n'
import { stubBrowser } from '../../support/jsdom'

const arabic = () => {
  const dir = join(process.cwd(), 'src/i18n/locales/ar/')
  return Promise.resolve(mergeResources(readdirSync(dir).map((name) => JSON.parse(readFileSync(`${dir}${name}`, 'utf8')) as Record<string, unknown>)))
}

async function shownInArabic(result: CallResult<unknown>): Promise<string | null> {
  stubBrowser()
  const i18n = await createI18n()
  await loadLanguage(i18n, 'ar', arabic)
  const { unmount } = render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <ServerError result={result} />
      </MantineProvider>
    </I18nextProvider>,
  )
  const text = screen.getByTestId('server-error').textContent
  unmount()
  return text
}

describe('ServerError', () => {
  it("says a rule the server names in the guest's language, and the server's message when it names none", async () => {
    expect(await shownInArabic({ ok: false, message: 'Troppi tentativi: riprova tra qualche minuto.', status: 429, rule: { key: 'customer.tooManyAttempts', params: {} } })).toBe('محاولات كثيرة جدًا: حاول مرة أخرى بعد بضع دقائق.')
    expect(await shownInArabic({ ok: false, message: 'Qualcosa del server', status: 422 })).toBe('Qualcosa del server')
  })
})
