import bcrypt from 'bcryptjs'
import * as t from 'io-ts'

const MIN_CHARACTERS = 8
/** bcrypt reads at most 72 bytes: a longer password would be silently cut, so it is refused. */
const MAX_BYTES = 72

const isNewPassword = (u: unknown): u is string => typeof u === 'string' && [...u].length >= MIN_CHARACTERS && Buffer.byteLength(u, 'utf8') <= MAX_BYTES

/** A password a customer may choose. */
export const NewPasswordC = new t.Type<string, string, unknown>('a password of 8 characters to 72 bytes', isNewPassword, (u, c) => (isNewPassword(u) ? t.success(u) : t.failure(u, c)), (s) => s)

const isGivenPassword = (u: unknown): u is string => typeof u === 'string' && u.length >= 1 && u.length <= 200

/** A password as typed at login: checked against the stored hash, not against the rules. */
export const GivenPasswordC = new t.Type<string, string, unknown>('a password of 1 to 200 characters', isGivenPassword, (u, c) => (isGivenPassword(u) ? t.success(u) : t.failure(u, c)), (s) => s)

export function hashPassword(password: string, cost: number): Promise<string> {
  return bcrypt.hash(password, cost)
}

const standIns = new Map<number, string>()

/**
 * Whether `password` matches `hash`. With no hash (unknown e-mail, social-only account) a
 * stand-in hash is compared all the same, so the answer takes as long either way.
 */
export async function passwordMatches(password: string, hash: string | null, cost: number): Promise<boolean> {
  if (hash !== null) return bcrypt.compare(password, hash)
  let standIn = standIns.get(cost)
  if (standIn === undefined) {
    standIn = await bcrypt.hash('not a password of anyone', cost)
    standIns.set(cost, standIn)
  }
  await bcrypt.compare(password, standIn)
  return false
}
