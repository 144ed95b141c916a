import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { main } from '../../cli/main'

/** `comanda ...` in this process: exit code, standard output and standard error. */
export async function comanda(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = []
  const err: string[] = []
  const code = await main(['node', 'comanda', ...args], { out: (t) => out.push(t), err: (t) => err.push(t) })
  return { code, out: out.join('\n'), err: err.join('\n') }
}

export type LogJson = { format: string; version: number; venue: string; deviceId: string; exportedAt: number; app: string; events: Record<string, unknown>[] }

export function fixture(name: string): LogJson {
  return JSON.parse(readFileSync(`fixtures/logs/${name}.log.json`, 'utf8')) as LogJson
}

/** A hand-made variant of a log, written to a fresh temporary folder. */
export function writeLog(log: unknown, name = 'variant.log.json'): string {
  const path = join(mkdtempSync(join(tmpdir(), 'comanda-cli-')), name)
  writeFileSync(path, typeof log === 'string' ? log : JSON.stringify(log, null, 2))
  return path
}

export const NO_STACK = /\n\s+at /
