import { join } from 'node:path'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { CONTACT_TEXT_MAX } from '../../domain/textLimits'
import * as t from 'io-ts'
import { mergeResources } from '../../api/translations'
import { nestedMessages } from '../../domain/messages'
import type { ServerDeps } from '../deps'
import { decodeOrThrow, fail, HttpProblem, ok } from '../http'
import { ordersInSlot } from '../orderRecords'
import { allowAttempt } from '../rateLimit'
import { activeVenue } from './activeVenue'
import { geocode, placesForSlots, reportTranslationError } from '../../api/guestContracts'
import { Answered, route } from '../contractRoute'
import { projectFile } from '../projectFiles'
import { venueDocuments } from '../../api/venueCalls'

const LOCALES = projectFile('src', 'i18n', 'locales')

/**
 * SPEC §7 getTranslationsData: the UI resources of the project (`src/i18n/locales/{lang}/*.json`,
 * one file per area); Italian is the source (the guest messages of domain/messages plus the
 * screens' texts); a language without resources gets English.
 */
function translations(lang: string): Record<string, unknown> {
  const read = (code: string): Record<string, unknown>[] | null => {
    const dir = join(LOCALES, code)
    if (!/^[a-z]{2}$/.test(code) || !existsSync(dir)) return null
    return readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => JSON.parse(readFileSync(`${dir}/${name}`, 'utf8')) as Record<string, unknown>)
  }
  if (lang === 'it') return mergeResources([nestedMessages(), ...(read('it') ?? [])])
  return mergeResources(read(lang) ?? read('en') ?? [nestedMessages()])
}

const LogBody = t.type({
  data: t.type({
    type: t.string,
    attributes: t.partial({ ris_id: t.unknown, token: t.unknown, action: t.unknown, payload: t.unknown }),
  }),
})

/** The external logger is capped like every other write (issue #12.16): per address, overall, and per entry. */
export const LOGGER_LIMITS = { perAddressPerMinute: 30, overallPerMinute: 600, entryBytes: 4096 } as const

/** getTranslationsData, placesforslots, the external logger, translation error reports and the demo geocoder. */
export function registerExtraRoutes(app: FastifyInstance, deps: ServerDeps) {
  const venueFor = (hash: string) => activeVenue(deps, hash)

  app.get<{ Querystring: { lang?: string } }>(venueDocuments.translations, async (req, reply) => {
    return ok(reply, { data: translations((req.query.lang ?? 'it').slice(0, 2).toLowerCase()) })
  })

  /**
   * SPEC §7 placesforslots, payload {params:{product}}: our answer says, for each generated slot
   * the app asks about (`params.slots`), how many orders it takes and how many it already has.
   * The app treats an error or offline as "available" (SPEC §7).
   */
  route(app, placesForSlots, async ({ params, body }) => {
    const venue = await venueFor(params.hash)
    const slots = (body.params.slots ?? []).slice(0, 200)
    const data = await Promise.all(
      slots.map(async ({ timeslotID, orderDate }) => {
        const capacity = venue.slotCapacity(timeslotID)
        const taken = capacity === null ? 0 : await ordersInSlot(deps.db, venue.hash, timeslotID, orderDate)
        return { timeslotID, orderDate, capacity, taken, available: capacity === null || taken < capacity }
      }),
    )
    return { data }
  }, { what: 'placesforslots' })

  // SPEC §7 Logging, §8: the external logger's body and its four refusals, in the spec's order.
  app.post('/api/logger', async (req, reply) => {
    const now = deps.clock()
    const perAddress = await allowAttempt(deps.db, `logger:ip:${req.ip}`, LOGGER_LIMITS.perAddressPerMinute, 60_000, now)
    if (!perAddress || !(await allowAttempt(deps.db, 'logger:all', LOGGER_LIMITS.overallPerMinute, 60_000, now))) return fail(reply, 429, 'Too many log entries: try again in a minute')
    const { data } = decodeOrThrow(LogBody, req.body, 'log')
    const { ris_id, token, action, payload } = data.attributes
    const lang = typeof payload === 'object' && payload !== null ? (payload as { lang?: unknown }).lang : undefined
    if (ris_id === undefined || ris_id === null || ris_id === '') return fail(reply, 422, 'The business id is not defined')
    if (typeof token !== 'string' || token === '') return fail(reply, 422, 'The business token is not defined')
    if (typeof lang !== 'string' || lang === '') return fail(reply, 422, 'The client language is not defined')
    if (typeof action !== 'string' || action === '') return fail(reply, 422, 'The user action is not defined')
    const body = JSON.stringify(req.body)
    if (body.length > LOGGER_LIMITS.entryBytes) throw new HttpProblem(413, `The log entry is too large (at most ${LOGGER_LIMITS.entryBytes} bytes)`)
    await deps.db.insertInto('client_logs').values({ venue_id: String(ris_id), action, body, at: now }).execute()
    return ok(reply, {}, 201)
  })

  /**
   * The translation error report form (SPEC §2; the spec gives no call, this one is ours): what
   * reads wrong, in which language and on which page, kept with the client logs (action
   * `translation-error`). Ten reports a minute per address at most.
   */
  route(app, reportTranslationError, async ({ params, body: report }, req) => {
    const venue = await venueFor(params.hash)
    const text = report.text.trim()
    if (text === '' || text.length > 1000) throw new HttpProblem(422, 'text: say what reads wrong (1 to 1000 characters)')
    if (!/^[a-z]{2}(-[A-Za-z]{2})?$/.test(report.lang)) throw new HttpProblem(422, 'lang: a language code such as it or en')
    if (report.page.length > 300 || (report.suggestion ?? '').length > 1000) throw new HttpProblem(422, 'page or suggestion too long')
    if (!(await allowAttempt(deps.db, `translation-error:ip:${req.ip}`, 10, 60_000, deps.clock()))) throw new HttpProblem(429, 'Troppe segnalazioni: riprova tra un minuto.')
    const body = JSON.stringify({ lang: report.lang, page: report.page, text, suggestion: (report.suggestion ?? '').trim() })
    await deps.db.insertInto('client_logs').values({ venue_id: venue.hash, action: 'translation-error', body, at: deps.clock() }).execute()
    return new Answered({}, { status: 201 })
  })

  // The demo geocoder (DESIGN §7): where a delivery address is, and how far from the venue.
  route(app, geocode, async ({ params, query }) => {
    const venue = await venueFor(params.hash)
    const address = (query.address ?? '').trim()
    // as long as the checkout's field takes (an address it took was never located past 300)
    if (address === '' || address.length > CONTACT_TEXT_MAX.address) throw new HttpProblem(422, `address: give the delivery address (up to ${CONTACT_TEXT_MAX.address} characters)`)
    return { data: venue.geocode(address) }
  })
}
