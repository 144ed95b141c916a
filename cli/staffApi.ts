import { readKeptSecrets, SECRETS_FILE } from '../server/secrets'
import { BadInput } from './exitCodes'

/** The staff side of the venue API (DESIGN §7): a POST with the staff token, and its answer. */
export type StaffAnswer = { ok: true; body: Record<string, unknown> } | { ok: false; status: number; message: string }

/** POST /api/staff/restaurants/{path}; rejects only when the API cannot be reached. */
export async function postStaff(apiUrl: string, path: string, body: unknown, token: string): Promise<StaffAnswer> {
  const response = await fetch(`${apiUrl.replace(/\/$/, '')}/api/staff/restaurants/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  })
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>
  if (response.ok) return { ok: true, body: answer }
  return { ok: false, status: response.status, message: typeof answer.message === 'string' ? answer.message : 'refused' }
}

/** --token, else STAFF_TOKEN, else the token `comanda serve` generated and keeps in its data directory. */
export function staffTokenOf(flags: { token?: string; dataDir?: string }): string {
  const token = flags.token || process.env.STAFF_TOKEN || readKeptSecrets(flags.dataDir ?? process.env.DATA_DIR ?? 'data')?.staffToken
  if (!token) throw new BadInput(`no staff token: pass --token, set STAFF_TOKEN, or run this where \`comanda serve\` keeps ${SECRETS_FILE} (--data-dir)`)
  return token
}
