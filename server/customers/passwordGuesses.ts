import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { RuleRefusal } from '../http'
import { giveBack, takeAttempt } from '../rateLimit'

/**
 * Passwords cannot be guessed, and nobody can lock a customer out (security review): only wrong
 * passwords count, per client address (10 in 15 minutes) and per account over every address (100).
 * The account's limit is only reached from ten addresses or more, so one client typing an
 * account's e-mail with wrong passwords no longer keeps its owner from signing in elsewhere. Each
 * attempt is counted before the password is checked (attempts sent together cannot all pass), and
 * given back when the password was right.
 */
export const PASSWORD_GUESS_LIMITS = { perAddress: 10, perAccount: 100, windowMs: 15 * 60_000 } as const

const buckets = (address: string, venue: string, email: string) => [
  { bucket: `password-miss:ip:${address}`, limit: PASSWORD_GUESS_LIMITS.perAddress },
  { bucket: `password-miss:account:${venue}:${email.trim().toLowerCase()}`, limit: PASSWORD_GUESS_LIMITS.perAccount },
]

/** Runs `check` (the account when the password is its own, else null) unless a limit is reached; a right password does not count. */
export async function guardedPasswordCheck<T>(db: Kysely<Database>, where: { address: string; venue: string; email: string; now: number }, check: () => Promise<T | null>): Promise<T | null> {
  const limits = buckets(where.address, where.venue, where.email)
  if (!(await takeAttempt(db, limits, PASSWORD_GUESS_LIMITS.windowMs, where.now))) throw RuleRefusal.of('customer.tooManyAttempts', 429)
  const found = await check()
  if (found !== null) await giveBack(db, limits.map((l) => l.bucket))
  return found
}
