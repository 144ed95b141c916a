import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Endpoint } from '../api/contract'
import { isLeft } from 'fp-ts/Either'
import { decodeOrThrow, HttpProblem, ok } from './http'

/** An answer with SPEC §7's `message` beside its fields (a coupon refused says why), or with a status other than 200. */
export class Answered<A> {
  constructor(
    readonly answer: A,
    readonly how: { message?: string; status?: number },
  ) {}
}

/**
 * Registers the route of an endpoint of api/ (issue #15.2): the path parameters, query and body
 * are decoded with the contract's codecs (a 422 names what does not fit, unless `unfitParams`
 * says otherwise), and the handler's answer is encoded with its answer codec, so the server says
 * exactly what the client decodes. Refusals are thrown as HttpProblem, as elsewhere.
 */
export function route<P, Q, B, A>(
  app: FastifyInstance,
  contract: Endpoint<P, Q, B, A>,
  handle: (input: { params: P; query: Q; body: B }, request: FastifyRequest) => Promise<A | Answered<A>>,
  options: {
    /** How a refusal names the request ("order: rows must be…"); the path's last fixed part by default. */
    what?: string
    /** Path parameters that do not fit mean nothing is there (SPEC §8 'Order not found!' for an order id such as 'undefined'). */
    unfitParams?: () => HttpProblem
    /** Who may call, checked before the request is read (the staff token: 401 whatever the body). */
    guard?: (request: FastifyRequest) => void
    /** How every refusal of this call is said, the request's shape included (SPEC §8 payment failures). */
    problem?: (problem: HttpProblem) => HttpProblem
  } = {},
) {
  const what = options.what ?? contract.path.split('/').filter((part) => part !== '' && !part.startsWith(':')).pop() ?? 'request'
  app.route({
    method: contract.method,
    url: contract.path,
    handler: async (request, reply) => {
      options.guard?.(request)
      let answered: A | Answered<A>
      try {
        const params = options.unfitParams ? decodeOr(contract.params, request.params, options.unfitParams) : decodeOrThrow(contract.params, request.params, what)
        const query = decodeOrThrow(contract.query, request.query ?? {}, what)
        const body = decodeOrThrow(contract.body, request.body, what)
        answered = await handle({ params, query, body }, request)
      } catch (error) {
        throw options.problem && error instanceof HttpProblem ? options.problem(error) : error
      }
      if (!(answered instanceof Answered)) return ok(reply, contract.answer.encode(answered))
      const { message, status } = answered.how
      return ok(reply, { ...contract.answer.encode(answered.answer), ...(message === undefined ? {} : { message }) }, status)
    },
  })
}

function decodeOr<P>(codec: Endpoint<P, unknown, unknown, unknown>['params'], value: unknown, problem: () => HttpProblem): P {
  const decoded = codec.decode(value)
  if (isLeft(decoded)) throw problem()
  return decoded.right
}
