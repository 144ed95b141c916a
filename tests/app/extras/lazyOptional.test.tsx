// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react'
import { Suspense, type ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { lazyOptional } from '../../../src/extras/lazyOptional'

const Part = ({ label }: { label: string }) => <button type="button">{label}</button>

afterEach(cleanup)

/** The first commit of `element` (React's act flushes the render, not the promises). */
function renderNow(element: ReactNode): HTMLElement {
  return render(<Suspense fallback={<p>waiting</p>}>{element}</Suspense>).container
}

describe("a screen's optional lazy part (issue #6 extras; a tap on a part hydrated late was lost)", () => {
  it('preloaded, it renders in the first render, without suspending', async () => {
    const Optional = lazyOptional(async () => ({ default: Part }))
    await Optional.preload()
    expect(renderNow(<Optional label="Gioca al quiz" />).innerHTML).toBe('<button type="button">Gioca al quiz</button>')
  })

  it('not preloaded, it suspends, then shows', async () => {
    const Optional = lazyOptional(async () => ({ default: Part }))
    const shown = renderNow(<Optional label="Gioca al quiz" />)
    expect(shown.textContent).toBe('waiting')
    await act(() => Optional.preload())
    expect(shown.textContent).toBe('Gioca al quiz')
  })

  it('a chunk that cannot load renders nothing, and its preload still settles', async () => {
    const Optional = lazyOptional<{ label: string }>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))
    await Optional.preload()
    expect(renderNow(<Optional label="Gioca al quiz" />).innerHTML).toBe('')
  })
})
