// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { BehaviorSubject, Observable } from 'rxjs'
import { afterEach, describe, expect, it } from 'vitest'
import { initialViews, type Views } from '../../../projections/views'
import { useView } from '../../../src/venue/useView'
import { VenueTestProvider, type VenueContextValue } from '../../../src/venue/venueContext'
import type { VenueSession } from '../../../src/venue/venueSession'

afterEach(cleanup)

/** A session whose views$ counts the subscriptions made to it and those still open. */
function countedSession() {
  const views = new BehaviorSubject<Views>(initialViews)
  const counts = { made: 0, open: 0 }
  const views$ = new Observable<Views>((subscriber) => {
    counts.made++
    counts.open++
    const inner = views.subscribe(subscriber)
    return () => {
      counts.open--
      inner.unsubscribe()
    }
  })
  const session = { hash: 'demo-online', views$, current: () => views.value } as unknown as VenueSession
  return { session, views, counts }
}

function WaiterCalls({ index }: { index: number }) {
  const calls = useView((views) => views.waiter)
  return <li data-testid={`reader-${index}`}>{JSON.stringify(calls)}</li>
}

function Readers({ session, count }: { session: VenueSession; count: number }) {
  const value = { session } as unknown as VenueContextValue
  return (
    <VenueTestProvider value={value}>
      <ul>
        {Array.from({ length: count }, (_, index) => (
          <WaiterCalls key={index} index={index} />
        ))}
      </ul>
    </VenueTestProvider>
  )
}

describe('useView: the views read by many components (issue #14, a long menu hydrates hundreds of readers)', () => {
  it('subscribes to the session views once for 200 readers, and each reader follows a change', () => {
    const { session, views, counts } = countedSession()
    render(<Readers session={session} count={200} />)
    expect(counts.made).toBe(1)
    const changed: Views = { ...initialViews, waiter: { lastCallAt: 1_700_000_000_000, calls: 1 } }
    act(() => views.next(changed))
    for (const index of [0, 99, 199]) expect(screen.getByTestId(`reader-${index}`).textContent).toBe(JSON.stringify(changed.waiter))
    expect(counts.made).toBe(1)
  })

  it('closes the subscription when the last reader goes, and opens a new one for the next reader', () => {
    const { session, counts } = countedSession()
    const first = render(<Readers session={session} count={3} />)
    expect(counts.open).toBe(1)
    first.unmount()
    expect(counts.open).toBe(0)
    render(<Readers session={session} count={2} />)
    expect(counts).toEqual({ made: 2, open: 1 })
  })
})
