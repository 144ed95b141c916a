import { luhnValid } from '../domain/card'
import type { PersonalKind } from '../events/codecs/privacy'

/**
 * What `comanda log redact` masks (DESIGN §3: secrets never enter the log; this re-checks an
 * export before it travels). Each detector names one kind of secret or personal data. A detector
 * fires on a field's name (`byKey`: the whole value is masked) or on what a text holds (`inText`:
 * each match is masked in place, the rest of the text kept). Masks keep the value's shape and type
 * (a string stays a string of the same layout, a number stays a number), so the log still decodes
 * and replays.
 */
export type DetectorName = 'token' | 'card-number' | 'card-security-code' | 'card-expiry' | 'email' | 'phone'

export type Detector = {
  name: DetectorName
  /** A field whose name says it holds this: the whole value is masked. */
  byKey?: RegExp
  /** Matches inside any text (global regexes), each checked by `accept` and masked with `mask`. */
  inText?: RegExp[]
  accept?: (match: string) => boolean
  mask: (value: string) => string
}

const digitsOf = (text: string) => text.replace(/\D/g, '')

/** Every character but the first `keep` as '*'. */
function starAfter(text: string, keep: number): string {
  return text.slice(0, keep) + '*'.repeat(Math.max(0, text.length - keep))
}

/** Every digit as '*' but the last `keep` ones; separators, '+' and letters stay. */
export function maskDigits(text: string, keep: number): string {
  let toKeep = keep
  const out = [...text]
  for (let i = out.length - 1; i >= 0; i--) {
    if (!/\d/.test(out[i]!)) continue
    if (toKeep > 0) toKeep--
    else out[i] = '*'
  }
  return out.join('')
}

/** "mario.rossi@example.it" → "m***@e***.it": the first letters and the top-level domain stay. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 0) return starAfter(email, 1)
  const local = email.slice(0, at)
  const labels = email.slice(at + 1).split('.')
  const tld = labels.length > 1 ? `.${labels[labels.length - 1]}` : ''
  return `${local.slice(0, 1)}***@${(labels[0] ?? '').slice(0, 1)}***${tld}`
}

/** 13 to 19 digits passing Luhn, starting as the card networks do (2-6): an epoch-ms time starts with 1. */
function isCardNumber(match: string): boolean {
  const digits = digitsOf(match)
  return digits.length >= 13 && digits.length <= 19 && /^[2-6]/.test(digits) && luhnValid(digits) && !/^(\d)\1+$/.test(digits)
}

function phoneDigitsOk(match: string): boolean {
  const count = digitsOf(match).length
  return count >= 8 && count <= 15
}

/** In order: the first detector that fires on a field wins it. */
export const DETECTORS: readonly Detector[] = [
  {
    name: 'token',
    byKey: /token|secret|password|passwd|api_?key|authori[sz]ation|bearer|cookie|session_?key/i,
    inText: [/\beyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]{4,}/g, /\bBearer\s+[\w.~+/-]{8,}=*/gi, /\b(?:sk|rk|pk)_(?:live|test)_[0-9A-Za-z]{8,}/g, /\b[A-Za-z0-9]+_secret_[0-9A-Za-z]{6,}/g],
    mask: (value) => (value.startsWith('Bearer ') ? `Bearer ${starAfter(value.slice(7), 4)}` : starAfter(value, value.length >= 12 ? 4 : 0)),
  },
  {
    name: 'card-security-code',
    byKey: /^(cvc|cvv|cvc2|cvv2|csc|cid|security_?code|card_?code|card_?cvc)$/i,
    mask: (value) => value.replace(/\d/g, '*'),
  },
  {
    name: 'card-expiry',
    byKey: /^(exp|expiry|expiration|exp_?(month|year|date)|expiry_?(month|year|date)|expiration_?(month|year|date)|card_?exp(iry)?)$/i,
    mask: (value) => value.replace(/\d/g, '*'),
  },
  {
    name: 'card-number',
    byKey: /^(pan|card_?number|cardnumber|card_?no|cc_?number)$/i,
    inText: [/(?<![\w-])\d(?:[ -]?\d){12,18}(?![\w-])/g],
    accept: isCardNumber,
    mask: (value) => maskDigits(value, 4),
  },
  {
    name: 'email',
    byKey: /^e-?mail(_?address)?$/i,
    inText: [/[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g],
    mask: maskEmail,
  },
  {
    name: 'phone',
    byKey: /phone|telefono|cellulare|mobile|^tel$|^cell$|whatsapp/i,
    inText: [
      // international: +39 333 1234567, 0039 02 1234 5678
      /(?<![\w+])(?:\+|00)\d[\d \t./()-]{6,20}\d(?!\w)/g,
      // Italian national numbers: 333 1234567, 02-1234-5678 (a year never starts with 0 or 3)
      /(?<![\w.,/+-])(?:3\d{2}|0\d{1,3})[ ./-]?\d{3,4}[ ./-]?\d{3,4}(?![\w.,/-])/g,
    ],
    accept: phoneDigitsOk,
    mask: (value) => maskDigits(value, 3),
  },
]

/** The detector a field's name points at, if any. */
export function detectorForKey(key: string): Detector | undefined {
  return DETECTORS.find((detector) => detector.byKey?.test(key))
}

/** Masks every match of every text detector inside `text`; returns the new text and which detectors fired. */
export function maskText(text: string): { text: string; found: DetectorName[] } {
  const found: DetectorName[] = []
  let result = text
  for (const detector of DETECTORS) {
    for (const pattern of detector.inText ?? []) {
      result = result.replace(pattern, (match) => {
        if (match.includes('*') || (detector.accept && !detector.accept(match))) return match
        found.push(detector.name)
        return detector.mask(match)
      })
    }
  }
  return { text: result, found }
}

/** "Giulia Rossi, via Roma 12" → "G***** R****, v** R*** **": each word keeps its first letter, every digit goes. */
export function maskWords(text: string): string {
  return text.replace(/[\p{L}\p{M}\p{N}]+/gu, (word) => [...word].map((char, i) => (i === 0 && !/\p{N}/u.test(char) ? char : '*')).join(''))
}

/** "cs_sim_505" → "cs_sim_***": the provider's prefix says what it was, the id is gone. */
function maskSession(id: string): string {
  const cut = id.lastIndexOf('_') + 1
  return id.slice(0, cut) + '*'.repeat(id.length - cut)
}

const MASK_BY_KIND: Record<PersonalKind, (value: string) => string> = {
  name: maskWords,
  address: maskWords,
  'guest-text': maskWords,
  email: maskEmail,
  phone: (value) => maskDigits(value, 3),
  birthday: (value) => value.replace(/\d/g, '*'),
  secret: (value) => starAfter(value, value.length >= 12 ? 4 : 0),
  'payment-session': maskSession,
  card: (value) => (digitsOf(value).length >= 12 ? maskDigits(value, 4) : value.replace(/\d/g, '*')),
}

/**
 * A value the event catalogue classifies as `kind`, masked keeping its type and layout (a string
 * stays a string of the same length, a card number stays a number) so the log still replays.
 */
export function maskAs(kind: PersonalKind, value: unknown): unknown {
  if (typeof value === 'string') return MASK_BY_KIND[kind](value)
  if (typeof value === 'number' && kind === 'card') return 0
  return value
}
