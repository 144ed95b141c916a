import { MantineProvider } from '@mantine/core'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { BehaviorSubject } from 'rxjs'
import { fullVenueInfo, staticLight, type FullVenueInfo } from '../../../api/venueInfo'
import { CommandBus } from '../../../commands/bus'
import type { Ports } from '../../../commands/ports'
import { BrowserRecords } from '../../../events/stores/browserRecords'
import { MemoryEventStore } from '../../../events/stores/memory'
import { liveViews, presented$ } from '../../../projections/rx'
import { openVenueCommand } from '../../../src/venue/openVenueCommand'
import { VenueTestProvider, type VenueContextValue } from '../../../src/venue/VenueProvider'
import { createI18n } from '../../../src/i18n/i18n'
import { NoticesProvider } from '../../../src/shell/notices'
import { stubBrowser } from '../../support/jsdom'
import type { VenueSession } from '../../../src/venue/venueSession'
import { FakeStorage } from '../../support/fakeStorage'
import { FakeVenueApi } from '../../support/fakeVenueApi'
import { FakeClock, sequentialIds } from '../../support/harness'
import { venueFile } from '../../support/venueContext'
import { FakeCustomerApi } from './fakeCustomerApi'

/**
 * A venue context as the app wires it (src/venue/venueSession.ts) with the customer port: the
 * real command bus over a memory log, the fake venue and customer APIs, and the real login
 * record in a fake localStorage (BrowserRecords.credentials), for the account screens.
 */
export async function accountVenue(options: { tweak?: (info: FullVenueInfo) => FullVenueInfo } = {}) {
  const file = venueFile('demo-online')
  const info = (options.tweak ?? ((value) => value))(fullVenueInfo(file, 'it'))
  const clock = new FakeClock(Date.now())
  const storage = new FakeStorage()
  const records = new BrowserRecords(storage as unknown as Storage)
  const credentials = records.credentials(file.hash)
  const api = new FakeVenueApi()
  const customers = new FakeCustomerApi()
  customers.presented = credentials.token
  const store = new MemoryEventStore(file.hash)
  const ports: Ports = { api, customers, clock, ids: sequentialIds(), credentials }
  const live = liveViews(store, await store.load({ useSnapshot: true }))
  const bus = new CommandBus({ store, views: live, ports, venue: file.hash, deviceId: 'device-1' })
  const session: VenueSession = {
    hash: file.hash,
    deviceId: 'device-1',
    views$: live.views$,
    presented$: presented$(live.views$, new BehaviorSubject(clock.now())),
    current: () => live.current(),
    dispatch: (command) => bus.dispatch(command),
    exportLog: () => {
      throw new Error('not in tests')
    },
    dispose: () => live.dispose(),
  }
  await session.dispatch(openVenueCommand(info))
  const value: VenueContextValue = { hash: file.hash, info, light: staticLight(file, 'it'), language: 'it', fromCache: false, session, records }
  return { value, info, api, customers, credentials, storage, store, clock, views: () => live.current(), dispatch: session.dispatch }
}

/** Logs `email` in through the bus, as the login screen does. */
export async function loggedIn(venue: Awaited<ReturnType<typeof accountVenue>>, email = 'giulia@example.com', password = 'password-1') {
  if (!venue.customers.accounts.has(email)) venue.customers.add(email, password, { name: 'Giulia' })
  const result = await venue.dispatch({ type: 'LogIn', email, password })
  if (!venue.views().customer.loggedIn) throw new Error(`login failed: ${JSON.stringify(result.output)}`)
  return venue
}

/** Renders `routes` (absolute paths) at `url`, with the venue's context around them: for routes outside /restaurants/{hash}/ (the social login callback). */
export async function renderAt(value: VenueContextValue, url: string, routes: { path: string; element: ReactNode }[]) {
  stubBrowser()
  const i18n = await createI18n()
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <NoticesProvider>
          <MemoryRouter initialEntries={[url]}>
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
