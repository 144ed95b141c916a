// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { useEffect } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { guestError, info, type Notice } from '../../../domain/notice'
import { NoticesProvider, useNotices } from '../../../src/shell/notices'
import { renderWithShell } from './render'

afterEach(cleanup)

function Raise({ notices }: { notices: Notice[] }) {
  const show = useNotices()
  useEffect(() => notices.forEach(show), [notices, show])
  return null
}

const shortly = (notice: Notice, durationMs: number): Notice => ({ ...notice, durationMs })

describe('SPEC §8 snackbars, whose code comes with the first notice (issue #14)', () => {
  it('shows an error in Italian, then the next notice once the first has been shown for its whole duration', async () => {
    const notices = [shortly(guestError('cart.empty'), 300), shortly(info('order.queuedOffline'), 300)]
    await renderWithShell(
      <NoticesProvider>
        <Raise notices={notices} />
      </NoticesProvider>,
    )
    const first = await screen.findByRole('alert')
    const shownAt = performance.now()
    expect(first.textContent).toContain('Il carrello è vuoto')
    const second = await screen.findByRole('status', {}, { timeout: 2000 })
    // the duration counts from when the snackbar showed, not from when it was asked for
    expect(performance.now() - shownAt).toBeGreaterThanOrEqual(280)
    expect(second.textContent).toContain("Sei offline: l'ordine è salvato")
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('closes with its close button, named in the guest language', async () => {
    await renderWithShell(
      <NoticesProvider>
        <Raise notices={[guestError('cart.empty')]} />
      </NoticesProvider>,
    )
    const close = await screen.findByRole('button', { name: 'Chiudi' })
    act(() => close.click())
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
  })
})
