import { MantineProvider } from '@mantine/core'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { of } from 'rxjs'
import { fullVenueInfo, type FullVenueInfo } from '../../../api/venueInfo'
import type { Command } from '../../../commands/codecs'
import { BrowserRecords } from '../../../events/stores/browserRecords'
import { presented$ } from '../../../projections/rx'
import { createI18n } from '../../../src/i18n/i18n'
import { NoticesProvider } from '../../../src/shell/notices'
import { openVenueCommand } from '../../../commands/venueCommands'
import { VenueTestProvider } from '../../../src/venue/VenueProvider'
import type { VenueSession } from '../../../src/venue/venueSession'
import { harness } from '../../support/harness'
import { stubBrowser } from '../../support/jsdom'
import { venueFile } from '../../support/venueContext'

export { stubBrowser }
export const demoFile = () => venueFile('demo-online')


/**
 * Renders `element` at `route` (matched by `path` under /restaurants/:hash) inside a ready demo
 * venue: the real command bus over an in-memory store, the demo venue info in Italian.
 */
export async function renderVenue(
  element: ReactNode,
  options: { route: string; path: string; info?: FullVenueInfo; seed?: (dispatch: (command: Command) => Promise<unknown>) => Promise<void> },
) {
  stubBrowser()
  const info = options.info ?? fullVenueInfo(demoFile(), 'it')
  const h = await harness({ venue: info.hash })
  await h.bus.dispatch(openVenueCommand(info))
  if (options.seed) await options.seed((command) => h.bus.dispatch(command))
  const session: VenueSession = {
    hash: info.hash,
    deviceId: 'device-1',
    views$: h.live.views$,
    presented$: presented$(h.live.views$, of(h.clock.now())),
    current: () => h.live.current(),
    dispatch: (command) => h.bus.dispatch(command),
    exportLog: () => {
      throw new Error('not in tests')
    },
    dispose: () => h.live.dispose(),
  }
  const i18n = await createI18n()
  const value = { hash: info.hash, info, light: null, language: 'it', fromCache: false, session, records: new BrowserRecords(window.localStorage) }
  const utils = render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <NoticesProvider>
          <MemoryRouter initialEntries={[options.route]}>
            <VenueTestProvider value={value}>
              <Routes>
                <Route path={`/restaurants/:hash/${options.path}`} element={element} />
                <Route path="*" element={<p>elsewhere</p>} />
              </Routes>
            </VenueTestProvider>
          </MemoryRouter>
        </NoticesProvider>
      </MantineProvider>
    </I18nextProvider>,
  )
  return { ...utils, harness: h, info, cart: () => h.live.current().cart }
}
