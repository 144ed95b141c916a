import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'
import { PHONE_SCREEN_ID } from './PhoneFrame'
import { scrollTargetFor, type ScrollTarget } from './scrollPolicy'

/** The element that scrolls: the phone's screen in preview mode, else the page. */
export function scroller(): { get(): number; set(y: number): void; height(): number } {
  const phone = document.getElementById(PHONE_SCREEN_ID)
  if (phone) return { get: () => phone.scrollTop, set: (y) => phone.scrollTo({ top: y }), height: () => phone.scrollHeight - phone.clientHeight }
  return {
    get: () => window.scrollY,
    set: (y) => window.scrollTo({ top: y }),
    height: () => document.documentElement.scrollHeight - window.innerHeight,
  }
}

const RETRY_MS = 1500
/** While on the root, the parts the browser lays out only near the screen are laid out (shell.css). */
const LAYING_OUT = 'comanda-laying-out'

/** Applies a target, retrying while lazily loaded content is not tall enough (or the anchor not there) yet. */
function apply(target: ScrollTarget): () => void {
  const deadline = Date.now() + RETRY_MS
  let frame = 0
  const classes = document.documentElement.classList
  // A position is only where the guest was if what lies above it has its real height (content-visibility).
  if (target.kind === 'position') classes.add(LAYING_OUT)
  // Two frames on: the parts laid out have recorded their size (contain-intrinsic-size: auto) and keep it.
  const finish = () => {
    frame = requestAnimationFrame(() => (frame = requestAnimationFrame(() => classes.remove(LAYING_OUT))))
  }
  const attempt = () => {
    const screen = scroller()
    let done = true
    if (target.kind === 'top') screen.set(0)
    else if (target.kind === 'position') {
      screen.set(target.y)
      done = screen.height() >= target.y
    } else {
      const element = document.getElementById(target.id)
      element?.scrollIntoView()
      done = element !== null
    }
    if (!done && Date.now() < deadline) frame = requestAnimationFrame(attempt)
    else if (target.kind === 'position') finish()
  }
  attempt()
  return () => {
    cancelAnimationFrame(frame)
    classes.remove(LAYING_OUT)
  }
}

/** SPEC §2 scroll behaviour on every navigation (see scrollPolicy.ts); the browser's own restoration is off. */
export function ScrollManager() {
  const location = useLocation()
  const navigationType = useNavigationType()
  const positions = useRef(new Map<string, number>())
  const firstLocation = useRef(true)

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual'
  }, [])

  useLayoutEffect(() => {
    const saved = navigationType === 'POP' ? positions.current.get(location.key) : undefined
    const target = scrollTargetFor({ pathname: location.pathname, hash: location.hash, saved })
    // The page the guest opened starts at its top already; scrolling it there again would force a
    // layout while hydrating and take back a scroll the guest made on the server's HTML.
    const opening = firstLocation.current && target.kind === 'top'
    firstLocation.current = false
    const cancel = opening ? () => {} : apply(target)
    const key = location.key
    return () => {
      cancel()
      positions.current.set(key, scroller().get())
    }
  }, [location.key])

  return null
}
