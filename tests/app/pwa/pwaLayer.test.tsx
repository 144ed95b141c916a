// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MantineProvider } from '@mantine/core'
import type { i18n as I18n } from 'i18next'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BrowserRecords } from '../../../events/stores/browserRecords'
import { createI18n } from '../../../src/i18n/i18n'
import ChunkFailed from '../../../src/pwa/ChunkFailed'
import PwaLayer from '../../../src/pwa/PwaLayer'
import { setUpdateApplier } from '../../../src/pwa/reloadApp'
import type { ServiceWorkerUpdates, UpdateState } from '../../../src/pwa/serviceWorkerUpdates'
import { AddToHome } from '../../../src/pwa/AddToHome'
// The install modal comes with Mantine's whole stylesheet (src/shell/styles/wholeLook.ts): in the module
// cache as after a first load, so the fake timers below are all the modal waits for.
import '../../../src/shell/styles/everything'
import { stubBrowser } from '../../support/jsdom'

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'

let i18n: I18n
beforeEach(async () => {
  stubBrowser()
  window.localStorage.clear()
  i18n = await createI18n()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
  setUpdateApplier(null)
})

/** A service worker update state the test moves, with REFRESH and close recorded. */
function fakeUpdates(phase: UpdateState['phase']) {
  let state: UpdateState = { phase, newContentAvailable: phase === 'waiting', refreshingApp: phase === 'refreshing' }
  const listeners = new Set<(state: UpdateState) => void>()
  const move = (next: UpdateState) => {
    state = next
    listeners.forEach((listener) => listener(state))
  }
  const updates: ServiceWorkerUpdates = {
    state: () => state,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    refresh: vi.fn(async () => move({ phase: 'refreshing', newContentAvailable: false, refreshingApp: true })),
    dismiss: vi.fn(() => move({ ...state, newContentAvailable: false })),
    reopen: vi.fn(() => move({ ...state, newContentAvailable: true })),
    stop: () => {},
  }
  return updates
}

const mount = (ui: React.ReactNode, path = '/restaurants/demo-table') =>
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </MantineProvider>
    </I18nextProvider>,
  )

/** Mounted, then the venue's name read from its copy (`venueCopies`, asynchronous). */
async function mountInVenue(ui: React.ReactNode, path?: string): Promise<void> {
  mount(ui, path)
  await act(async () => {})
}

describe('the update toast (SPEC §2, §4)', () => {
  it('shows while a new version waits; REFRESH shows "Caricamento nuovi contenuti..." and asks the worker to take over', async () => {
    const updates = fakeUpdates('waiting')
    mount(<PwaLayer updates={updates} />)
    expect(screen.getByText('È disponibile una nuova versione di Comanda.')).toBeTruthy()
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'REFRESH' })))
    expect(updates.refresh).toHaveBeenCalledTimes(1)
    expect(screen.getByText('Caricamento nuovi contenuti...')).toBeTruthy()
    expect(screen.queryByText('È disponibile una nuova versione di Comanda.')).toBeNull()
  })

  it('close hides it and nothing reloads', () => {
    const updates = fakeUpdates('waiting')
    mount(<PwaLayer updates={updates} />)
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Chiudi' })))
    expect(updates.dismiss).toHaveBeenCalledTimes(1)
    expect(updates.refresh).not.toHaveBeenCalled()
    expect(screen.queryByText('È disponibile una nuova versione di Comanda.')).toBeNull()
  })

  it('no toast without a waiting version', () => {
    mount(<PwaLayer updates={fakeUpdates('registered')} />)
    expect(screen.queryByRole('button', { name: 'REFRESH' })).toBeNull()
  })
})

describe('a screen whose code did not load (SPEC §8)', () => {
  it('shows the reload prompt; Ricarica goes through REFRESH when a new version waits', async () => {
    const updates = fakeUpdates('waiting')
    mount(
      <>
        <PwaLayer updates={updates} />
        <ChunkFailed />
      </>,
    )
    expect(screen.getByRole('alert').textContent).toContain('Pagina non caricata')
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Ricarica' })))
    expect(updates.refresh).toHaveBeenCalledTimes(1)
  })
})

describe('the add-to-home modals (SPEC §2)', () => {
  it("Apple: 'Installa {name}!', the share icon then 'Aggiungi alla schermata Home', 'Ho capito', max width 290", () => {
    const onClose = vi.fn()
    mount(<AddToHome platform="apple" name="Trattoria da Nonna Rosa" onClose={onClose} />)
    const dialog = screen.getByRole('dialog', { name: 'Installa Trattoria da Nonna Rosa!' })
    expect(dialog.textContent).toContain("Tocca l'icona di condivisione e poi 'Aggiungi alla schermata Home'.")
    expect(screen.getByRole('img', { name: 'Icona di condivisione' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Installa' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Ho capito' }))
    expect(onClose).toHaveBeenCalledTimes(1)
    const content = document.querySelector<HTMLElement>('.mantine-Modal-content')
    expect(content?.style.maxWidth).toBe('290px')
  })

  it("Android: offers the browser's install", () => {
    const onInstall = vi.fn()
    mount(<AddToHome platform="android" name="Pizzeria Da Gennaro" onClose={() => {}} onInstall={onInstall} />)
    fireEvent.click(screen.getByRole('button', { name: 'Installa' }))
    expect(onInstall).toHaveBeenCalledTimes(1)
  })

  /** An iPhone that has seen Trattoria da Nonna Rosa `visits` times, its timers faked. */
  const onIphone = ({ visits }: { visits: number }) => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(IPHONE)
    const records = new BrowserRecords(window.localStorage)
    records.cacheVenue('demo-table', 'it', { name: 'Trattoria da Nonna Rosa', logo: null })
    for (let visit = 0; visit < visits; visit++) records.countVisit()
    vi.useFakeTimers()
  }

  it('issue #16.1 on an iPhone, a first visit is left alone while the guest orders; My orders after the order shows it once', async () => {
    onIphone({ visits: 1 })
    await mountInVenue(<PwaLayer updates={null} />)
    await act(async () => void (await vi.advanceTimersByTimeAsync(20_000)))
    expect(screen.queryByRole('dialog')).toBeNull()
    cleanup()
    await mountInVenue(<PwaLayer updates={null} />, '/restaurants/demo-table/my-orders')
    await act(async () => void (await vi.advanceTimersByTimeAsync(2000)))
    expect(screen.getByRole('dialog', { name: 'Installa Trattoria da Nonna Rosa!' })).toBeTruthy()
    expect(Number(window.localStorage.getItem('comanda:addToHomeMobilePromptLastDate'))).toBeGreaterThan(0)
    // closed by Escape it counts as dismissed: not again within the period, whatever the screen
    await act(async () => void fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' }))
    cleanup()
    await mountInVenue(<PwaLayer updates={null} />, '/restaurants/demo-table/my-orders')
    await act(async () => void (await vi.advanceTimersByTimeAsync(7000)))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('issue #16.1 from the second visit it waits for a screen left untouched: a tap while waiting puts it off', async () => {
    onIphone({ visits: 2 })
    await mountInVenue(<PwaLayer updates={null} />)
    await act(async () => void (await vi.advanceTimersByTimeAsync(3000)))
    await act(async () => void fireEvent.pointerDown(document.body))
    await act(async () => void (await vi.advanceTimersByTimeAsync(10_000)))
    expect(screen.queryByRole('dialog')).toBeNull()
    cleanup()
    await mountInVenue(<PwaLayer updates={null} />)
    await act(async () => void (await vi.advanceTimersByTimeAsync(7000)))
    expect(screen.getByRole('dialog', { name: 'Installa Trattoria da Nonna Rosa!' })).toBeTruthy()
  })

  it('issue #16.1 never over another dialog: a guest reading a dish\'s options is not interrupted', async () => {
    onIphone({ visits: 2 })
    await mountInVenue(
      <>
        <div role="dialog" aria-modal="true" aria-label="Scegli le opzioni" />
        <PwaLayer updates={null} />
      </>,
    )
    await act(async () => void (await vi.advanceTimersByTimeAsync(30_000)))
    expect(screen.queryByRole('dialog', { name: 'Installa Trattoria da Nonna Rosa!' })).toBeNull()
  })
})
