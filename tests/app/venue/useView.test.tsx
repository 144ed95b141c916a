// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { BehaviorSubject, Observable } from 'rxjs'
import { afterEach, describe, expect, it } from 'vitest'
import { initialViews, type Views } from '../../../projections/views'
import { useView, useViews } from '../../../src/venue/useView'
import type { PresentedViews } from '../../../projections/present'
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

/** A session whose presented$ counts its subscriptions, and whose presentedNow() makes a new object at each call (as the real one does). */
function presentedSession() {
  const presented = new BehaviorSubject<PresentedViews | null>(null)
  const counts = { made: 0, open: 0, presentedNow: 0 }
  const presented$ = new Observable<PresentedViews>((subscriber) => {
    counts.made++
    counts.open++
    const inner = presented.subscribe((value) => value && subscriber.next(value))
    return () => {
      counts.open--
      inner.unsubscribe()
    }
  })
  const session = {
    hash: 'demo-online',
    presented$,
    presentedNow: () => {
      counts.presentedNow++
      return { ...initialViews, waiter: { lastCallAt: null, calls: 0 } } as unknown as PresentedViews
    },
  } as unknown as VenueSession
  return { session, presented, counts }
}

function WaiterCallsPresented({ index }: { index: number }) {
  const { waiter } = useViews()
  return <li data-testid={`presented-${index}`}>{waiter.calls}</li>
}

describe('useViews: the presented views read by many components (issue #14: no RxJS on the first screen)', () => {
  it('reads the session\'s presented views once until presented$ gives some, with one subscription for every reader; each reader follows a change', () => {
    const { session, presented, counts } = presentedSession()
    render(
      <VenueTestProvider value={{ session } as unknown as VenueContextValue}>
        <ul>
          {Array.from({ length: 50 }, (_, index) => (
            <WaiterCallsPresented key={index} index={index} />
          ))}
        </ul>
      </VenueTestProvider>,
    )
    expect(screen.getByTestId('presented-0').textContent).toBe('0')
    expect(counts.presentedNow).toBe(1)
    expect(counts.made).toBe(1)
    act(() => presented.next({ ...initialViews, waiter: { lastCallAt: 1_700_000_000_000, calls: 2 } } as unknown as PresentedViews))
    for (const index of [0, 49]) expect(screen.getByTestId(`presented-${index}`).textContent).toBe('2')
    expect(counts).toMatchObject({ made: 1, open: 1 })
  })
})
