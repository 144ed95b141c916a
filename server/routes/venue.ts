import type { FastifyInstance } from 'fastify'
import { fillPath } from '../../api/transport'
import { venueDocuments } from '../../api/venueCalls'
import { fail, HttpProblem, ok } from '../http'
import type { ServerDeps } from '../deps'
import type { LoadedVenue } from '../venueCatalog'

type Lang = { Querystring: { lang?: string } }

/** SPEC §7 venue data: static-light (302 for a moved venue), static, full info, banners, subscription, access control, extras. */
export function registerVenueRoutes(app: FastifyInstance, deps: ServerDeps) {
  const known = async (hash: string): Promise<LoadedVenue> => {
    const venue = await deps.venues.get(hash)
    if (!venue) throw new HttpProblem(404, `Unknown venue ${hash}`)
    return venue
  }
  // How the app follows its orders live (DESIGN §7): this API serves the order channel privately.
  const { realtime: settings } = deps.config
  const realtime = {
    key: settings.key,
    host: settings.host,
    port: settings.port,
    cluster: settings.cluster,
    tls: settings.useTls || deps.config.tlsFiles !== null,
    private: true,
    authEndpoint: '/api/broadcasting/auth',
  }
  const lang = (venue: LoadedVenue, requested: string | undefined) => (requested && /^[a-z]{2}$/.test(requested) ? requested : venue.defaultLanguage)

  app.get<{ Params: { hash: string } } & Lang>(venueDocuments.staticLight, async (req, reply) => {
    const venue = await deps.venues.get(req.params.hash)
    // SPEC §7: no rid means not-found.
    if (!venue) return fail(reply, 404, `Unknown venue ${req.params.hash}`, { rid: null })
    if (venue.movedTo) return reply.code(302).header('location', fillPath(venueDocuments.staticLight, { hash: venue.movedTo })).send({ code: 'moved', message: '', hash: venue.movedTo, type: venue.restaurantType })
    return ok(reply, { ...venue.staticLight(lang(venue, req.query.lang)), realtime })
  })

  app.get<{ Params: { hash: string } } & Lang>('/api/v3/restaurants/:hash/static', async (req, reply) => {
    const venue = await known(req.params.hash)
    return ok(reply, venue.staticInfo(lang(venue, req.query.lang)))
  })

  // The full venue info call: SPEC §7 leaves its path open; this is ours (README).
  app.get<{ Params: { hash: string } } & Lang>(venueDocuments.full, async (req, reply) => {
    const venue = await known(req.params.hash)
    return reply.type('application/json; charset=utf-8').send(venue.fullInfoResponse(lang(venue, req.query.lang)))
  })

  app.get<{ Params: { hash: string } }>(venueDocuments.banners, async (req, reply) => {
    const venue = await known(req.params.hash)
    return ok(reply, { data: venue.banners })
  })

  app.get<{ Params: { hash: string } }>(venueDocuments.subscription, async (req, reply) => {
    const venue = await known(req.params.hash)
    return ok(reply, { type_id: venue.subscription?.type_id ?? null, message: venue.subscription?.message ?? '' })
  })

  app.get<{ Params: { hash: string } }>('/api/v5/restaurant/:hash/acoptions', async (req, reply) => {
    const venue = await known(req.params.hash)
    return ok(reply, venue.accessControl)
  })

  app.get<{ Params: { hash: string } } & Lang>('/api/restaurantdata/:hash/getExtraMenu', async (req, reply) => {
    const venue = await known(req.params.hash)
    return ok(reply, { data: venue.extraMenu(lang(venue, req.query.lang)) })
  })
}
