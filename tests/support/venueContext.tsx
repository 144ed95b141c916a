import { MantineProvider } from '@mantine/core'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { BehaviorSubject } from 'rxjs'
import { isLeft } from 'fp-ts/Either'
import { decodeVenueFile, isMovedVenue, type ActiveVenueFile } from '../../api/venueFile'
import { fullVenueInfo, staticLight, type FullVenueInfo } from '../../api/venueInfo'
import type { CustomerApi } from '../../api/customerPort'
import { BrowserRecords } from '../../events/stores/browserRecords'
import { presentViews } from '../../projections/present'
import { presented$ } from '../../projections/rx'
import { createI18n } from '../../src/i18n/i18n'
import { NoticesProvider } from '../../src/shell/notices'
import { openVenueCommand } from '../../commands/guest'
import { VenueTestProvider, type VenueContextValue } from '../../src/venue/venueContext'
import type { VenueSession } from '../../src/venue/venueSession'
import { FakeStorage } from './fakeStorage'
import { FakeClock, harness } from './harness'
import { stubBrowser } from './jsdom'


export function venueFile(name: 'demo-online' | 'demo-table' | 'demo-live'): ActiveVenueFile {
  const decoded = decodeVenueFile(JSON.parse(readFileSync(join(process.cwd(), 'fixtures', 'venues', `${name}.json`), 'utf8')))
  if (isLeft(decoded) || isMovedVenue(decoded.right)) throw new Error(`fixture ${name} does not decode`)
  return decoded.right
}

/**
 * A venue context backed by the real command bus over a memory store and the fake venue API,
 * as the app wires it (src/venue/venueSession.ts), for component tests.
 */
export async function testVenue(options: { file?: ActiveVenueFile; tweak?: (info: FullVenueInfo) => FullVenueInfo; clock?: FakeClock; customers?: CustomerApi; damagedOnLoad?: boolean } = {}) {
  const file = options.file ?? venueFile('demo-online')
  const info = (options.tweak ?? ((value) => value))(fullVenueInfo(file, 'it'))
  const clock = options.clock ?? new FakeClock(Date.now())
  // The login record as the app keeps it: BrowserRecords over (fake) localStorage.
  const storage = new FakeStorage()
  const records = new BrowserRecords(storage as unknown as Storage)
  const credentials = records.credentials(file.hash)
  const h = await harness({ venue: file.hash, clock, credentials, customers: options.customers })
  const now$ = new BehaviorSubject(clock.now())
  const session: VenueSession = {
    hash: file.hash,
    deviceId: 'device-1',
    damagedOnLoad: options.damagedOnLoad ?? false,
    views$: h.live.views$,
    presented$: presented$(h.live.views$, now$),
    current: () => h.live.current(),
    presentedNow: () => presentViews(h.live.current(), clock.now()),
    dispatch: (command) => h.bus.dispatch(command),
    followOrders: async () => ({ kind: 'failed', reason: 'component tests follow no order channel' }),
    followTab: async () => ({ kind: 'failed', reason: 'component tests follow no tab channel' }),
    exportLog: () => {
      throw new Error('not in tests')
    },
    dispose: () => h.live.dispose(),
  }
  await session.dispatch(openVenueCommand(info, null))
  const value: VenueContextValue = {
    hash: file.hash,
    info,
    light: staticLight(file, 'it'),
    language: 'it',
    fromCache: false,
    session,
    records,
  }
  return { ...h, credentials, storage, value, info, session, dispatch: session.dispatch }
}

/** Renders a venue screen at `path` (under /restaurants/{hash}/) with Mantine, i18next, the snackbars and the router. */
export async function renderScreen(value: VenueContextValue, path: string, routes: { path: string; element: ReactNode }[], state?: unknown) {
  return renderAt(
    value,
    `/restaurants/${value.hash}/${path}`,
    routes.map((route) => ({ ...route, path: `/restaurants/:hash/${route.path}` })),
    state,
  )
}

/** Renders `routes` (absolute paths) at `url`, with the venue's context around them (also for routes outside /restaurants/{hash}/). */
export async function renderAt(value: VenueContextValue, url: string, routes: { path: string; element: ReactNode }[], state?: unknown) {
  stubBrowser()
  // each render is a new tab: nothing kept for it (the checkout's typed form, src/checkout/keptDraft.ts)
  window.sessionStorage.clear()
  const i18n = await createI18n()
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <NoticesProvider>
          <MemoryRouter initialEntries={[state === undefined ? url : { pathname: url.split('?')[0]!, search: url.includes('?') ? `?${url.split('?')[1]}` : '', state }]}>
            <VenueTestProvider value={value}>
              <Routes>
                {routes.map((route) => (
                  <Route key={route.path} path={route.path} element={route.element} />
                ))}
                <Route path="*" element={<div data-testid="elsewhere" />} />
              </Routes>
            </VenueTestProvider>
          </MemoryRouter>
        </NoticesProvider>
      </MantineProvider>
    </I18nextProvider>,
  )
}
