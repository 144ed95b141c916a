import compress from '@fastify/compress'
import cors from '@fastify/cors'
import { constants as zlib } from 'node:zlib'
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify'
import { clientAddresses } from './clientAddress'
import { capConnectionsPerAddress } from './connectionCap'
import type { ServerDeps } from './deps'
import { HttpProblem, RuleRefusal } from './http'
import { registerBroadcastingAuthRoute } from './routes/broadcastingAuth'
import type { CustomerOptions } from './customers/options'
import { registerCustomerRoutes } from './routes/customers'
import { registerExtraRoutes } from './routes/extras'
import { registerGuestRoutes } from './routes/guest'
import { registerOrderRoutes } from './routes/orders'
import { registerPaymentRoutes } from './routes/payments'
import { registerStaffTableRoutes } from './routes/staffTables'
import { registerTabRoutes } from './routes/tabs'
import { registerVenueRoutes } from './routes/venue'
import { nestingDepth } from '../domain/nestingDepth'

/**
 * The reference venue API (DESIGN §7). Bad input gets a 4xx with a message a person can act
 * on; nothing the client sends makes a 500.
 */
/**
 * What one client may hold of the server's connections: a request (its body included) must arrive
 * within `requestTimeoutMs`, and one address keeps at most `perAddress` connections open.
 */
export const CONNECTION_LIMITS = { perAddress: 1024, requestTimeoutMs: 30_000 } as const

export async function buildApp(
  deps: ServerDeps,
  options: { logger?: boolean; customers?: Partial<CustomerOptions>; connections?: { perAddress: number; requestTimeoutMs: number }; warn?: (line: string) => void } = {},
): Promise<FastifyInstance> {
  // X-Forwarded-For is believed only from the proxies TRUST_PROXY names: a client could rotate it at will.
  const trustProxy = deps.config.trustProxy.length > 0 ? deps.config.trustProxy : false
  const connections = options.connections ?? CONNECTION_LIMITS
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    trustProxy,
    // Node checks the requests' timeouts every connectionsCheckingInterval (30 s unless told)
    requestTimeout: connections.requestTimeoutMs,
    http: { requestTimeout: connections.requestTimeoutMs, headersTimeout: connections.requestTimeoutMs, connectionsCheckingInterval: Math.min(5_000, connections.requestTimeoutMs / 2) },
    // the router's own refusals (an address with a broken %-escape) in the API's answer shape, not Fastify's
    frameworkErrors: (error, _request, reply) => void (reply as unknown as FastifyReply).code(400).send({ code: 'error', message: error.code === 'FST_ERR_BAD_URL' ? 'The address is not valid: a %-escape in it is broken' : error.message }),
  })
  capConnectionsPerAddress(app.server, connections.perAddress, clientAddresses(deps.config.trustProxy).isTrustedProxy)
  if (deps.config.trustProxy.length === 0 && options.warn) warnOfUnnamedProxy(app, options.warn)

  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin === undefined || deps.config.allowedOrigins.includes(origin)),
    allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key', 'X-Device-Id', 'X-Device-Secret', 'X-Tab-Guest', 'X-Tab-Secret'],
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
  })

  // The app's scripts and the venue's menu travel compressed: on a phone's network their size is
  // the wait. Brotli at a middle quality keeps the per-request CPU small (assets are cached for good).
  await app.register(compress, { encodings: ['br', 'gzip'], brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } } })

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof RuleRefusal) return reply.code(error.status).send({ code: error.status === 404 ? 'not_found' : 'error', message: error.message, rule: error.rule.key, params: error.rule.params, ...error.extra })
    if (error instanceof HttpProblem) return reply.code(error.status).send({ code: error.status === 404 ? 'not_found' : 'error', message: error.message, ...error.extra })
    const { statusCode: status, code, message: text } = error as { statusCode?: number; code?: string; message?: string }
    if (status !== undefined && status >= 400 && status < 500) {
      const message =
        code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'The body is not valid JSON'
          : code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? JSON_BODY_ONLY
            : (text ?? 'Bad request')
      return reply.code(status).send({ code: 'error', message })
    }
    request.log.error(error)
    return reply.code(500).send({ code: 'error', message: 'Errore server' })
  })
  app.setNotFoundHandler((request, reply) => reply.code(404).send({ code: 'not_found', message: `No such call: ${request.method} ${request.url.split('?')[0]}` }))

  // Before any route decodes a body: bounded nesting (a deep body would overflow the decoders, issue #12.15),
  // and no NUL character (PostgreSQL cannot store one in text), for both databases alike.
  app.addHook('preValidation', async (request) => {
    // Fastify reads text/plain as a string, which the contracts then spelled out as a long type error
    if (typeof request.body === 'string' && request.url.startsWith('/api/')) throw new HttpProblem(415, JSON_BODY_ONLY)
    if (nestingDepth(request.body, MAX_BODY_DEPTH) > MAX_BODY_DEPTH) throw new HttpProblem(422, `The body is nested more than ${MAX_BODY_DEPTH} levels deep`)
    if (hasNul(request.body) || hasNul(request.params) || hasNul(request.query)) throw new HttpProblem(422, 'Text may not contain NUL characters')
  })

  app.get('/api/health', async () => ({ code: 'ok', message: '' }))
  registerVenueRoutes(app, deps)
  registerOrderRoutes(app, deps)
  registerGuestRoutes(app, deps)
  registerBroadcastingAuthRoute(app, deps)
  const provider = registerPaymentRoutes(app, deps)
  registerCustomerRoutes(app, deps, options.customers)
  registerExtraRoutes(app, deps)
  registerStaffTableRoutes(app, deps)
  registerTabRoutes(app, deps, provider, deps.events)
  return app
}

/** What the API says of a body that is not JSON: text/plain (read as a string), a form, XML or none. */
const JSON_BODY_ONLY = 'Send the body as JSON (Content-Type: application/json)'

/** The deepest order (a special menu's rows inside a row) is a handful of levels; 32 leaves room for any real body. */
export const MAX_BODY_DEPTH = 32

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (value === null || typeof value !== 'object' || depth > 32) return false
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || hasNul(item, depth + 1))
}

/**
 * Requests that carry X-Forwarded-For come through a proxy; unnamed in TRUST_PROXY, its address is
 * every guest's, and the per-client limits count them all as one (a distant proxy's guests share
 * one order limit; a proxy on this machine's loopback leaves them all unlimited). Said once, in the
 * server's log, with the setting that mends it.
 */
function warnOfUnnamedProxy(app: FastifyInstance, warn: (line: string) => void): void {
  let warned = false
  app.addHook('onRequest', async (request) => {
    if (warned || request.headers['x-forwarded-for'] === undefined) return
    warned = true
    const proxy = request.socket.remoteAddress ?? 'its address'
    warn(`requests come through a proxy at ${proxy} that TRUST_PROXY does not name: every guest behind it counts as one client in the per-client limits (set TRUST_PROXY=${proxy})`)
  })
}
