import { realpathSync } from 'node:fs'
import { resolve } from 'node:path'

/** Whether two paths name the same file (so an output never overwrites its input). */
export function sameFile(a: string, b: string): boolean {
  const real = (path: string) => {
    try {
      return realpathSync(path)
    } catch {
      return resolve(path)
    }
  }
  return real(a) === real(b)
}
