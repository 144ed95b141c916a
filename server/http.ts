import type { FastifyReply } from 'fastify'
import { isLeft } from 'fp-ts/Either'
import type * as t from 'io-ts'
import type { MessageKey } from '../domain/messages'
import { defaultText } from '../domain/notice'

/** SPEC §7: every answer carries `code` ('ok' or not) and `message`. */
export function ok(reply: FastifyReply, payload: Record<string, unknown> = {}, status = 200) {
  return reply.code(status).send({ code: 'ok', message: '', ...payload })
}

export function fail(reply: FastifyReply, status: number, message: string, extra: Record<string, unknown> = {}) {
  return reply.code(status).send({ code: status === 404 ? 'not_found' : 'error', message, ...extra })
}

/** A 4xx for what the client sent wrong: carries its status and a message a person can act on. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Fields the answer carries beside `code` and `message` (a payment failure's `reason`). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

/** The first reason a value does not fit a codec, as a short readable path ("order.rows.0.quantity"). */
export function decodeOrThrow<C extends t.Mixed>(codec: C, value: unknown, what: string): t.TypeOf<C> {
  const result = codec.decode(value)
  if (!isLeft(result)) return result.right
  const first = result.left[0]
  const path = first ? first.context.map((entry) => entry.key).filter((key) => key !== '' && !/^\d+$/.test(key)).join('.') : ''
  const expected = first?.context[first.context.length - 1]?.type.name ?? 'a valid value'
  throw new HttpProblem(422, `${what}: ${path || 'body'} must be ${expected}`)
}

/**
 * A refusal by one of the venue's rules (domain/orderChecks): the answer names the rule and its
 * parameters beside the message, so the app tells the guest in their own language (issue #12).
 */
export class RuleRefusal extends HttpProblem {
  constructor(readonly rule: { key: string; params: Record<string, string | number> }, message: string, status = 422, extra: Record<string, unknown> = {}) {
    super(status, message, extra)
  }

  /** The refusal by the rule `key`, said in the app's default words (domain/messages). */
  static of(key: MessageKey, status = 422, extra: Record<string, unknown> = {}, params: Record<string, string | number> = {}): RuleRefusal {
    return new RuleRefusal({ key, params }, defaultText({ key, params }), status, extra)
  }
}
