// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { Profiler } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { CartBar } from '../../../src/components/CartBar'
import { demoMargherita } from '../../support/demoOnline'
import { renderAt, testVenue } from '../../support/venueContext'

afterEach(cleanup)

describe('the cart bar (SPEC §1) on every venue page', () => {
  it("renders again when its count or total changes, not at each change of the guest's views (issue #14: a page's start changes them several times)", async () => {
    const venue = await testVenue()
    let renders = 0
    await renderAt(venue.value, '/restaurants/demo-online', [
      {
        path: '/restaurants/:hash',
        element: (
          <Profiler id="cart-bar" onRender={() => renders++}>
            <CartBar />
          </Profiler>
        ),
      },
    ])
    expect(screen.getByRole('link', { name: /^Il tuo ordine: 0 prodotti/ })).toBeTruthy()
    const shown = renders

    const views = venue.views()
    await act(() => venue.session.dispatch({ type: 'ChooseLanguage', code: 'en', rtl: false }))
    expect(venue.views()).not.toBe(views)
    expect(renders).toBe(shown)

    await act(() => venue.session.dispatch({ type: 'AddLine', line: demoMargherita, quantity: 2 }))
    await waitFor(() => expect(screen.getByRole('link', { name: /^Il tuo ordine: 2 prodotti/ })).toBeTruthy())
    expect(renders).toBeGreaterThan(shown)
  })
})
