import bcrypt from 'bcryptjs'

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
