let markHydrated: () => void = () => {}

/**
 * Settles once the screen the server rendered is hydrated (its `ScreenShown` effect). What the
 * guest's log shows (a cart, orders, a table) waits for it: shown while React still hydrated the
 * screen's boundary, it made the screen differ from the server's HTML (React error #418), and
 * React threw that HTML away and drew the screen again.
 */
export const firstScreenHydrated = new Promise<void>((resolve) => (markHydrated = resolve))

export function screenHydrated(): void {
  markHydrated()
}
