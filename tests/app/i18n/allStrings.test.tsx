// @vitest-environment jsdom
// Issue #14: a page rendered in Italian brings the strings it shows; the others come after hydration.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import type { i18n as I18n } from 'i18next'
import type { ReactNode } from 'react'
import { I18nextProvider, useTranslation } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { allStrings, createI18n } from '../../../src/i18n/i18n'
import { UiTextProvider, useUiText } from '../../../src/i18n/uiText'

afterEach(cleanup)

const SHOWN = { menu: { item: { choose: 'Scegli' } } }

/** The app's text providers around `children`, as App.tsx sets them. */
const withTexts = (i18n: I18n, children: ReactNode) =>
  render(
    <I18nextProvider i18n={i18n}>
      <UiTextProvider>{children}</UiTextProvider>
    </I18nextProvider>,
  )

const renders = { shown: 0, other: 0 }

function Shown() {
  const { t } = useUiText()
  renders.shown++
  return <p data-testid="shown">{t('menu.item.choose')}</p>
}

function NotBrought() {
  const { t } = useTranslation()
  renders.other++
  return <p data-testid="other">{t('menu.item.notAvailable')}</p>
}

describe('the strings a server-rendered page in Italian did not bring', () => {
  it('a text without its string is empty, then shows once the others have come, without the key ever showing', async () => {
    const i18n = await createI18n({ language: 'it', strings: SHOWN, all: false })
    expect(i18n.t('menu.item.notAvailable')).toBe('')
    withTexts(
      i18n,
      <>
        <Shown />
        <NotBrought />
      </>,
    )
    expect(screen.getByTestId('shown').textContent).toBe('Scegli')
    expect(screen.getByTestId('other').textContent).toBe('')
    await act(() => allStrings(i18n))
    expect(screen.getByTestId('other').textContent).not.toBe('')
    expect(screen.getByTestId('other').textContent).not.toBe('menu.item.notAvailable')
    expect(screen.getByTestId('shown').textContent).toBe('Scegli')
  })

  it('the others come by themselves once the page has rendered (with the component that reads them, as useTranslation gives the instance)', async () => {
    const i18n = await createI18n({ language: 'it', strings: SHOWN, all: false })
    withTexts(i18n, <NotBrought />)
    await waitFor(() => expect(screen.getByTestId('other').textContent).not.toBe(''))
    expect(i18n.hasResourceBundle('it', 'translation')).toBe(true)
  })

  it('when every text shown had its string, nothing renders again when the others come', async () => {
    const i18n = await createI18n({ language: 'it', strings: SHOWN, all: false })
    withTexts(i18n, <Shown />)
    const before = renders.shown
    await act(() => allStrings(i18n))
    expect(renders.shown).toBe(before)
    expect(i18n.t('menu.item.notAvailable')).not.toBe('')
  })

  it('a page that brought all its strings loads no others, and a missing key reads as itself', async () => {
    const i18n = await createI18n({ language: 'en', strings: SHOWN, all: true })
    await allStrings(i18n)
    expect(i18n.hasResourceBundle('it', 'translation')).toBe(false)
    expect(i18n.t('menu.item.nowhere')).toBe('menu.item.nowhere')
  })
})
