/**
 * What Mantine needs of a browser that jsdom lacks: matchMedia, ResizeObserver, scrollIntoView.
 * Component tests call it before rendering.
 */
export function stubBrowser() {
  if (typeof window.matchMedia !== 'function') {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: (query: string) => ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }),
    })
  }
  if (!('ResizeObserver' in window)) {
    ;(window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
  }
  window.HTMLElement.prototype.scrollIntoView ??= () => {}
}
