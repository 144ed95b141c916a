import { seeded } from './seeded'

/**
 * How deep the heaviest property, fuzz and storage runs go. `npm run test:deep` sets
 * COMANDA_DEEP=1: every run at its full count. `npm test` runs a fixed share (1 in SHARE) so it
 * stays within its time budget; the share is chosen with fixed seeds, so every run checks exactly
 * the same cases (a fast-check run keeps its seed and runs the first cases of the deep run).
 */
export const DEEP = process.env.COMANDA_DEEP === '1'
export const SHARE = 5

/** `full` when deep, else its share (at least 1); an explicit count in `override` (an env var) wins. */
export function depthRuns(full: number, override?: string): number {
  if (override !== undefined && override.trim() !== '' && Number.isFinite(Number(override))) return Number(override)
  return DEEP ? full : Math.max(1, Math.ceil(full / SHARE))
}

/**
 * The indices 0..count-1 to check: all of them when deep, else a seeded 1-in-SHARE sample that
 * always keeps the first and the last (the edges are where truncation bugs live).
 */
export function depthSample(count: number, seed: number): number[] {
  if (DEEP) return Array.from({ length: count }, (_, i) => i)
  const rng = seeded(seed)
  const kept: number[] = []
  for (let i = 0; i < count; i++) if (i === 0 || i === count - 1 || rng() < 1 / SHARE) kept.push(i)
  return kept
}
