import { ROBOTO_READY } from './roboto'

/**
 * What restyles the whole page, kept out of a server-rendered page's load (issue #14): Mantine's
 * whole stylesheet (./everything.ts; the first paint's sheet, ./firstPaint.ts, styles the pages a
 * guest lands on) and Roboto (SPEC §9; until then the fallback sized to its metrics). Each one
 * restyled and laid out every element of the page again, in long tasks while the page was
 * loading. They come together, in one restyle, when the guest first acts (a tap, a key, a click,
 * the back button), or when a popup that needs the whole sheet opens by itself. The service worker has the
 * font files by then (its precache), so Roboto is drawn at once; a page the service worker
 * answers (a later visit) has Roboto from its first paint (./headScript.ts).
 */
let loading: Promise<void> | null = null
let loaded = false

export function loadWholeLook(): Promise<void> {
  if (loading === null) {
    document.documentElement.style.setProperty(ROBOTO_READY.property, ROBOTO_READY.value)
    loading = import('./everything').then(
      () => {
        loaded = true
      },
      (error: unknown) => {
        // Offline before the service worker holds the sheet: the page keeps the first paint's sheet,
        // no screen or popup waits on it, and the guest's next action asks again.
        console.warn('Comanda: the whole stylesheet did not load', error)
        loading = null
      },
    )
  }
  return loading
}

/** The whole sheet's load while the guest has asked for it (they acted) and it is not in yet: what a screen shown now waits for. */
export function wholeLookArriving(): Promise<void> | null {
  return loaded ? null : loading
}

/** A component's import that also brings the whole sheet (a popup built on components the first paint's sheet lacks). */
export function withWholeLook<M>(load: () => Promise<M>): () => Promise<M> {
  return () => Promise.all([load(), loadWholeLook()]).then(([module]) => module)
}

// A click too: assistive technologies may activate a control without a pointer or a key event.
const FIRST_ACTIONS = ['pointerdown', 'keydown', 'click', 'popstate'] as const

/** Loads the whole look on the guest's first action on `target` (the window). */
export function loadWholeLookOnFirstAction(target: Pick<Window, 'addEventListener' | 'removeEventListener'>): void {
  const start = () => {
    for (const type of FIRST_ACTIONS) target.removeEventListener(type, start, { capture: true })
    void loadWholeLook()
  }
  for (const type of FIRST_ACTIONS) target.addEventListener(type, start, { capture: true, passive: true })
}
