import type { FastifyInstance } from 'fastify'
import * as t from 'io-ts'
import type { ServerDeps } from '../deps'
import { decodeOrThrow, fail, HttpProblem } from '../http'
import { allowAttempt } from '../rateLimit'
import { channelAuth } from '../realtime/channelSignature'
import { deviceSecretMatches } from '../devices'
import { orderChannelOwner } from '../realtime/orderChannel'
import { tabOfChannel } from '../realtime/tabChannel'
import { memberOf } from '../tabs/tabMembers'
import { loadTab } from '../tabs/tabStream'
import { TAB_GUEST_HEADER, TAB_SECRET_HEADER } from '../../api/tabContracts'

const AuthRequest = t.type({ socket_id: t.string, channel_name: t.string, device_id: t.string, device_secret: t.string })
/** A tab's presence channel is authorised by the tab's membership (DESIGN §7a): the guest id and secret the phone joined with. */
const TabAuthRequest = t.type({ socket_id: t.string, channel_name: t.string, tab_guest: t.string, tab_secret: t.string })
const SOCKET_ID = /^\d{1,20}\.\d{1,20}$/
const SECRET_LENGTH = { min: 16, max: 200 }
const ATTEMPTS_PER_MINUTE = 120
const FORM = 'application/x-www-form-urlencoded'

/**
 * `POST /api/broadcasting/auth` (DESIGN §7): signs a device's own order channel
 * `private-restaurant.{rid}.{device_id}` for one socket, answering `{auth}` as Pusher clients
 * expect; and a tab's presence channel `presence-tab.{tabId}` for its members only (DESIGN §7a),
 * answering `{auth, channel_data}` with who the member is. JSON or form-encoded (what pusher-js
 * and Laravel Echo send by default).
 */
export function registerBroadcastingAuthRoute(app: FastifyInstance, deps: ServerDeps) {
  app.register(async (scope) => {
    if (!scope.hasContentTypeParser(FORM)) {
      scope.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))))
    }

    scope.post('/api/broadcasting/auth', async (req, reply) => {
      const tabId = tabOfChannel(typeof (req.body as { channel_name?: unknown } | null)?.channel_name === 'string' ? (req.body as { channel_name: string }).channel_name : '')
      if (tabId !== null) {
        const request = decodeOrThrow(TabAuthRequest, req.body, 'broadcasting auth')
        if (!SOCKET_ID.test(request.socket_id)) throw new HttpProblem(422, 'broadcasting auth: socket_id must look like 1234.5678')
        if (!(await allowAttempt(deps.db, `broadcasting-auth:ip:${req.ip}`, ATTEMPTS_PER_MINUTE, 60_000, deps.clock()))) return fail(reply, 429, 'Too many channel authorisations: try again in a minute')
        const guestId = await memberOf(deps.db, tabId, { headers: { [TAB_GUEST_HEADER]: request.tab_guest, [TAB_SECRET_HEADER]: request.tab_secret } })
        const name = (await loadTab(deps.db, tabId))?.tab.members.find((member) => member.guestId === guestId)?.name ?? ''
        const channelData = JSON.stringify({ user_id: guestId, user_info: { id: guestId, name } })
        return reply.code(200).send({ auth: channelAuth(deps.config.realtime.key, deps.config.realtime.secret, request.socket_id, request.channel_name, channelData), channel_data: channelData })
      }
      const request = decodeOrThrow(AuthRequest, req.body, 'broadcasting auth')
      if (!SOCKET_ID.test(request.socket_id)) throw new HttpProblem(422, 'broadcasting auth: socket_id must look like 1234.5678')
      const { device_id: deviceId, device_secret: secret } = request
      if (secret.length < SECRET_LENGTH.min || secret.length > SECRET_LENGTH.max || secret === deviceId) {
        throw new HttpProblem(422, `broadcasting auth: device_secret must be ${SECRET_LENGTH.min} to ${SECRET_LENGTH.max} characters and not the device id`)
      }
      const owner = orderChannelOwner(request.channel_name)
      if (!owner) return fail(reply, 403, 'Only order channels (private-restaurant.{rid}.{device_id}) can be authorised here')
      if (owner.deviceId !== deviceId) return fail(reply, 403, "A device may only listen to its own order channel, not another device's")
      const now = deps.clock()
      if (!(await allowAttempt(deps.db, `broadcasting-auth:ip:${req.ip}`, ATTEMPTS_PER_MINUTE, 60_000, now))) return fail(reply, 429, 'Too many channel authorisations: try again in a minute')
      if (!(await deviceSecretMatches(deps.db, deviceId, secret, now))) return fail(reply, 403, 'The device secret is not the one the server gave this device at its first order')
      return reply.code(200).send({ auth: channelAuth(deps.config.realtime.key, deps.config.realtime.secret, request.socket_id, request.channel_name) })
    })
  })
}
