import { createHash } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import type { Kysely, Transaction } from 'kysely'
import { TAB_GUEST_HEADER, TAB_SECRET_HEADER } from '../../api/tabContracts'
import type { Database } from '../db/schema'
import { HttpProblem, RuleRefusal } from '../http'
import { sameText } from '../realtime/channelSignature'

type Db = Kysely<Database> | Transaction<Database>

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex')

/** Who is calling, as a member of the tab (DESIGN §7a): the guest id and secret its phone joined with, else 403. */
export async function memberOf(db: Db, tabId: string, request: Pick<FastifyRequest, 'headers'>): Promise<string> {
  const guestId = request.headers[TAB_GUEST_HEADER]
  const secret = request.headers[TAB_SECRET_HEADER]
  if (typeof guestId !== 'string' || typeof secret !== 'string' || guestId.length > 64 || secret.length > 200) throw RuleRefusal.of('tab.notMember', 403)
  const row = await db.selectFrom('tab_members').select('secret_hash').where('tab_id', '=', tabId).where('guest_id', '=', guestId).executeTakeFirst()
  if (!row || !sameText(row.secret_hash, hashOf(secret))) throw RuleRefusal.of('tab.notMember', 403)
  return guestId
}

/**
 * Records a member. The same guest id with the same secret is the same member again (a join
 * repeated after a lost answer: `false`, nothing to append); with another secret it is refused.
 */
export async function addMember(trx: Transaction<Database>, tabId: string, join: { guest_id: string; secret: string; email?: string }): Promise<boolean> {
  const existing = await trx.selectFrom('tab_members').select('secret_hash').where('tab_id', '=', tabId).where('guest_id', '=', join.guest_id).executeTakeFirst()
  if (existing) {
    if (!sameText(existing.secret_hash, hashOf(join.secret))) throw new HttpProblem(409, 'This guest id is taken on this tab: join with a new one')
    return false
  }
  await trx.insertInto('tab_members').values({ tab_id: tabId, guest_id: join.guest_id, secret_hash: hashOf(join.secret), email: join.email ?? null }).execute()
  return true
}
