/** SPEC §3 App state `openQuiz`: any screen may ask for the quiz popup; the extras layer shows it. */
type Listener = () => void
const listeners = new Set<Listener>()
/** Asked for while no layer listened (its code still arriving after the page's first paint): shown when one does. */
let asked = false

export function openQuiz(): void {
  if (listeners.size === 0) asked = true
  for (const listener of listeners) listener()
}

export function onOpenQuiz(listener: Listener): () => void {
  listeners.add(listener)
  if (asked) {
    asked = false
    listener()
  }
  return () => listeners.delete(listener)
}

/** `?quiz=1` (or `?quiz`) on a venue route opens the quiz too, so a printed QR code can lead to it. */
export function quizRequested(search: URLSearchParams): boolean {
  const value = search.get('quiz')
  return value !== null && value !== '0' && value !== 'false'
}
