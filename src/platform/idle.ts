/** Runs `task` once the browser is idle (at most `timeoutMs` later): work the guest does not wait for. */
export function whenIdle(task: () => void, timeoutMs: number): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => task(), { timeout: timeoutMs })
  else setTimeout(task, Math.min(timeoutMs, 1000))
}
