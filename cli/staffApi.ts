import type { Endpoint } from '../api/contract'
import { answerOf, exchange } from '../api/httpCall'
import { readKeptSecrets, SECRETS_FILE } from '../server/secrets'
import { BadInput } from './exitCodes'

/** The staff side of the venue API (DESIGN §7): the answer, or the status and message it was refused with. */
export type StaffAnswer<A> = { ok: true; value: A } | { ok: false; status: number; message: string }

/** Calls a staff endpoint of api/staffContracts.ts with the staff token; rejects only when the API cannot be reached. */
export async function callStaff<P, Q, B, A>(apiUrl: string, endpoint: Endpoint<P, Q, B, A>, call: { params: P; query?: Q; body: B }, token: string): Promise<StaffAnswer<A>> {
  const exchanged = await exchange(fetch, apiUrl, endpoint, { ...call, headers: { Authorization: `Bearer ${token}` } })
  if (exchanged === null) throw new Error(`cannot reach ${apiUrl}`)
  const answer = answerOf(endpoint, exchanged)
  return answer.ok ? answer : { ok: false, status: exchanged.status, message: answer.message ?? 'refused' }
}

/** --token, else STAFF_TOKEN, else the token `comanda serve` generated and keeps in its data directory. */
export function staffTokenOf(flags: { token?: string; dataDir?: string }): string {
  const token = flags.token || process.env.STAFF_TOKEN || readKeptSecrets(flags.dataDir ?? process.env.DATA_DIR ?? 'data')?.staffToken
  if (!token) throw new BadInput(`no staff token: pass --token, set STAFF_TOKEN, or run this where \`comanda serve\` keeps ${SECRETS_FILE} (--data-dir)`)
  return token
}
