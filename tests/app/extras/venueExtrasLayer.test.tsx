// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { AD_SCRIPT_ID, isAdRoute, syncAdScript } from '../../../src/extras/adScript'
import { extrasConfig } from '../../../src/extras/extrasConfig'
import { openQuiz } from '../../../src/extras/quiz'
import VenueExtrasLayer from '../../../src/extras/VenueExtrasLayer'
import { createI18n } from '../../../src/i18n/i18n'
import type { VenueContextValue } from '../../../src/venue/venueContext'
import { stubBrowser } from '../../support/jsdom'
import { testVenue } from '../../support/venueContext'

afterEach(cleanup)

const ad = { venueHash: 'demo-ads', src: '/app/extras/demo-ad.js' }
const adScript = () => document.getElementById(AD_SCRIPT_ID) as HTMLScriptElement | null

describe('SPEC §7 the ad script of one configured venue', () => {
  it('belongs to the routes of that venue only', () => {
    expect(isAdRoute('/restaurants/demo-ads', ad)).toBe(true)
    expect(isAdRoute('/restaurants/demo-ads/cart', ad)).toBe(true)
    expect(isAdRoute('/restaurants/demo-adsx/cart', ad)).toBe(false)
    expect(isAdRoute('/restaurants/demo-online', ad)).toBe(false)
    expect(isAdRoute('/restaurants/demo-ads', { venueHash: null, src: null })).toBe(false)
  })

  it('is added once on its routes and removed on any other', () => {
    syncAdScript(document, '/restaurants/demo-ads', ad)
    syncAdScript(document, '/restaurants/demo-ads/cart', ad)
    expect(document.querySelectorAll(`#${AD_SCRIPT_ID}`)).toHaveLength(1)
    expect(adScript()!.getAttribute('src')).toBe('/app/extras/demo-ad.js')
    syncAdScript(document, '/restaurants/demo-online', ad)
    expect(adScript()).toBeNull()
  })
})

let goTo: (path: string) => void = () => {}
function Navigator() {
  const navigate = useNavigate()
  goTo = (path) => navigate(path)
  return null
}

async function mountLayer(venue: VenueContextValue, path: string) {
  stubBrowser()
  const i18n = await createI18n()
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <MemoryRouter initialEntries={[path]}>
          <Navigator />
          <Routes>
            <Route path="/restaurants/:hash/*" element={<VenueExtrasLayer venue={venue} />} />
            <Route path="*" element={<div data-testid="outside" />} />
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </I18nextProvider>,
  )
}

describe('the venue extras layer', () => {
  it('adds the ad script on the configured venue (bundled demo config) and removes it on route change and when leaving', async () => {
    expect(extrasConfig().adScript.venueHash).toBe('demo-ads')
    const venue = await testVenue()
    await mountLayer({ ...venue.value, hash: 'demo-ads' }, '/restaurants/demo-ads')
    await waitFor(() => expect(adScript()).not.toBeNull())
    act(() => goTo('/restaurants/demo-online/cart'))
    await waitFor(() => expect(adScript()).toBeNull())
    act(() => goTo('/restaurants/demo-ads/a-la-carte-menu'))
    await waitFor(() => expect(adScript()).not.toBeNull())
    act(() => goTo('/not-found'))
    await screen.findByTestId('outside')
    expect(adScript()).toBeNull()
  })

  it('opens the quiz popup (openQuiz) with the embedded page, and closes it', async () => {
    const venue = await testVenue()
    await mountLayer(venue.value, '/restaurants/demo-online')
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => openQuiz())
    const dialog = await screen.findByRole('dialog', { name: 'Quiz' })
    const frame = screen.getByTitle('Il quiz del locale') as HTMLIFrameElement
    expect(frame.tagName).toBe('IFRAME')
    expect(frame.getAttribute('src')).toBe(extrasConfig().quiz.url)
    expect(dialog).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi il quiz' }))
    await waitFor(() => expect(screen.queryByTitle('Il quiz del locale')).toBeNull())
  })

  it("a tap on the quiz before the extras layer is there opens it once the layer comes (the tap is not lost)", async () => {
    const venue = await testVenue()
    openQuiz()
    await mountLayer(venue.value, '/restaurants/demo-online')
    await screen.findByRole('dialog', { name: 'Quiz' })
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi il quiz' }))
    await waitFor(() => expect(screen.queryByTitle('Il quiz del locale')).toBeNull())
  })

  it('?quiz=1 opens the quiz when the venue opens', async () => {
    const venue = await testVenue()
    await mountLayer(venue.value, '/restaurants/demo-online?quiz=1')
    expect(await screen.findByTitle('Il quiz del locale')).toBeTruthy()
  })
})
