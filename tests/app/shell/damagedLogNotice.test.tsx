// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { BrowserRecords } from '../../../events/stores/browserRecords'
import { createI18n } from '../../../src/i18n/i18n'
import { DamagedLogNotice } from '../../../src/shell/DamagedLogNotice'
import { openVenueSession } from '../../../src/venue/venueSession'
import { fullVenueInfo } from '../../../api/venueInfo'
import { venueFile } from '../../support/venueContext'
import { stubBrowser } from './render'

afterEach(() => {
  cleanup()
  localStorage.clear()
})

describe('issue #12.18 a damaged saved log is said once, calmly, with the way to report it', () => {
  it('a venue log with an unreadable entry opens, keeps the readable rest, and says so', async () => {
    stubBrowser()
    localStorage.setItem('comanda:demo-online:e:1', '{"seq":1,"id":"cut in the mid')
    localStorage.setItem('comanda:demo-online:head', '1')
    const info = fullVenueInfo(venueFile('demo-online'), 'it')
    const damaged = await openVenueSession('demo-online', new BrowserRecords(localStorage), info, null)
    expect(damaged.damagedOnLoad).toBe(true)
    damaged.dispose()
    localStorage.clear()
    const clean = await openVenueSession('demo-online', new BrowserRecords(localStorage), info, null)
    expect(clean.damagedOnLoad).toBe(false)
    clean.dispose()
  })

  it('the notice names the guest’s orders as safe, links "Segnala un problema" and can be closed', async () => {
    stubBrowser()
    const i18n = await createI18n()
    render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider env="test">
          <MemoryRouter>
            <DamagedLogNotice hash="demo-online" />
          </MemoryRouter>
        </MantineProvider>
      </I18nextProvider>,
    )
    expect(screen.getByRole('status').textContent).toContain('Alcuni dati salvati non erano leggibili; i tuoi ordini sono al sicuro.')
    expect(screen.getByRole('link', { name: 'Segnala un problema' }).getAttribute('href')).toBe('/restaurants/demo-online/about')
    fireEvent.click(screen.getByRole('button', { name: "Chiudi l'avviso" }))
    expect(screen.queryByRole('status')).toBeNull()
  })
})
