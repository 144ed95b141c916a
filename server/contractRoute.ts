import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Endpoint } from '../api/contract'
import { decodeOrThrow, ok } from './http'

/** An answer with SPEC §7's `message` beside its fields (a coupon refused says why). */
export class WithMessage<A> {
  constructor(
    readonly answer: A,
    readonly message: string,
  ) {}
}

/**
 * Registers the route of an endpoint of api/ (issue #15.2): the path parameters, query and body
 * are decoded with the contract's codecs (a 422 names what does not fit), and the handler's
 * answer is encoded with its answer codec, so the server says exactly what the client decodes.
 * Refusals are thrown as HttpProblem, as elsewhere.
 */
export function route<P, Q, B, A>(
  app: FastifyInstance,
  contract: Endpoint<P, Q, B, A>,
  handle: (input: { params: P; query: Q; body: B }, request: FastifyRequest) => Promise<A | WithMessage<A>>,
  what = contract.path.split('/').filter((part) => part !== '' && !part.startsWith(':')).pop() ?? 'request',
) {
  app.route({
    method: contract.method,
    url: contract.path,
    handler: async (request, reply) => {
      const params = decodeOrThrow(contract.params, request.params, what)
      const query = decodeOrThrow(contract.query, request.query ?? {}, what)
      const body = decodeOrThrow(contract.body, request.body, what)
      const answered = await handle({ params, query, body }, request)
      return answered instanceof WithMessage ? ok(reply, { ...contract.answer.encode(answered.answer), message: answered.message }) : ok(reply, contract.answer.encode(answered))
    },
  })
}
