/**
 * Resolves in a task of its own, so that the work after it does not lengthen the task before it
 * (issue #14: a task over 50 ms on a phone holds a tap back). `scheduler.yield` where the browser
 * has it (it keeps the page's place ahead of other tasks), a zero timeout elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0))
}
