import type { Clock } from '../../commands/ports'

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, min: 60_000, h: 3_600_000, d: 86_400_000 }

/** `2h`, `90m`, `1h30m`, `45s`, `1d`: a duration in milliseconds, or null when it is not one. */
export function parseDuration(text: string): number | null {
  const trimmed = text.trim()
  if (!/^(\d+(\.\d+)?\s*(ms|min|s|m|h|d)\s*)+$/.test(trimmed)) return null
  let total = 0
  for (const [, amount, unit] of trimmed.matchAll(/(\d+(?:\.\d+)?)\s*(ms|min|s|m|h|d)/g)) total += Number(amount) * UNIT_MS[unit!]!
  return Math.round(total)
}

/**
 * The scenario's clock (DESIGN §2: time comes in through the Clock port): it starts at the
 * scenario's `at` and moves only when a step says `advance`. The bus reads it for every command,
 * and a server started with `--serve` reads the same clock, so both sides travel together.
 */
export class ScenarioClock implements Clock {
  constructor(private current: number) {}

  now(): number {
    return this.current
  }

  advance(ms: number): void {
    this.current += ms
  }
}
