// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react'
import { MantineProvider } from '@mantine/core'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { i18n as I18n } from 'i18next'
import { createI18n } from '../../../src/i18n/i18n'
import { Splash } from '../../../src/shell/Splash'
import { markSplashShown, splashDurationMs, splashShown } from '../../../src/shell/splash'
import Home, { HOME_LOGO_MS } from '../../../src/screens/Home'
import { MemoryRouter } from 'react-router-dom'
import { stubBrowser } from './render'

let i18n: I18n
beforeEach(async () => {
  stubBrowser()
  i18n = await createI18n()
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const mount = (ui: React.ReactNode) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">{ui}</MantineProvider>
    </I18nextProvider>,
  )

function after(ms: number) {
  act(() => void vi.advanceTimersByTime(ms))
}

describe('splash timings (SPEC §4 Startup/splash)', () => {
  it('rules: 2 s, 4 s for a club banner, 1 s without a splash', () => {
    expect(splashDurationMs({ hasSplash: true, banner: null })).toBe(2000)
    expect(splashDurationMs({ hasSplash: true, banner: 'pizza' })).toBe(2000)
    expect(splashDurationMs({ hasSplash: true, banner: 'club' })).toBe(4000)
    expect(splashDurationMs({ hasSplash: false, banner: 'club' })).toBe(1000)
  })

  it('shows logo and cover for 2 s', () => {
    const onDone = vi.fn()
    const view = mount(<Splash name="Da Gennaro" logo="/img/venues/demo-online/logo.png" cover="/img/venues/demo-online/cover.jpg" banner={null} onDone={onDone} />)
    expect(view.getByRole('status', { name: 'Benvenuto da Da Gennaro' })).toBeTruthy()
    expect(view.getByRole('img', { name: 'Da Gennaro' }).getAttribute('src')).toMatch(/img\/venues\/demo-online\/logo\.png$/)
    after(1999)
    expect(onDone).not.toHaveBeenCalled()
    after(1)
    expect(onDone).toHaveBeenCalledTimes(1)
  })

  it('stays 4 s for a club-banner venue, also when the answer comes late', () => {
    const onDone = vi.fn()
    const view = mount(<Splash name="Club" logo="/l.png" cover={null} banner={undefined} onDone={onDone} />)
    after(500)
    view.rerender(
      <I18nextProvider i18n={i18n}>
        <MantineProvider env="test">
          <Splash name="Club" logo="/l.png" cover={null} banner="club" onDone={onDone} />
        </MantineProvider>
      </I18nextProvider>,
    )
    after(3499)
    expect(onDone).not.toHaveBeenCalled()
    after(1)
    expect(onDone).toHaveBeenCalledTimes(1)
  })

  it('1 s when the venue has neither logo nor cover', () => {
    const onDone = vi.fn()
    mount(<Splash name="Bare" logo={null} cover={null} banner="club" onDone={onDone} />)
    after(999)
    expect(onDone).not.toHaveBeenCalled()
    after(1)
    expect(onDone).toHaveBeenCalledTimes(1)
  })

  it('is marked shown once per session', () => {
    const storage = new Map<string, string>()
    const store = { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value) }
    expect(splashShown(store)).toBe(false)
    markSplashShown(store)
    expect(splashShown(store)).toBe(true)
  })

  it('the / screen shows the Comanda logo for 1 s, then the welcome with the demo venues', () => {
    const view = mount(
      <MemoryRouter>
        <Home />
      </MemoryRouter>,
    )
    expect(view.getByRole('img', { name: 'Logo di Comanda' })).toBeTruthy()
    expect(view.queryByRole('heading', { name: 'Benvenuto su Comanda' })).toBeNull()
    after(HOME_LOGO_MS)
    expect(view.getByRole('heading', { name: 'Benvenuto su Comanda' })).toBeTruthy()
    const links = view.getAllByRole('link').map((link) => link.getAttribute('href'))
    expect(links).toEqual(['/restaurants/demo-online', '/restaurants/demo-table', '/restaurants/demo-live'])
  })
})
