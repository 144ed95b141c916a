import type { MessageKey } from './messages'

/**
 * Table rules: table-session verification, the table QR code, the send-order check,
 * order batching and the owner-gated table options (SPEC §1, §4, §5, §6, §8).
 */

/** SPEC §1: table sessions are verified only for venue type 2 or higher. */
export function shouldVerifyTableSession(restaurantType: number): boolean {
  return restaurantType >= 2
}

/**
 * SPEC §7 table-session verification: "response data is the session or empty".
 * Choice: only a non-array object with at least one field is a session; null, '', [], {} and
 * anything else mean no open session.
 */
export function isOpenTableSession(data: unknown): boolean {
  return typeof data === 'object' && data !== null && !Array.isArray(data) && Object.keys(data).length > 0
}

// --- Table QR (SPEC §4: query parameter t, base64) ----------------------------------------

const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const SEXTET_OF = new Map<string, number>([...BASE64_ALPHABET].map((char, index) => [char, index]))

/**
 * Decodes base64 to bytes without `atob` or `Buffer`; invalid input gives null, never a throw.
 *
 * Choices: the URL-safe alphabet (`-`, `_`) is accepted as well as the standard one; padding is
 * optional but, when present, must complete the last group of four; a space counts as `+`,
 * because URLSearchParams turns an unescaped `+` of a printed QR link into a space. Any other
 * character outside the alphabet (tabs, newlines, `%`) makes the input invalid.
 */
export function decodeBase64(input: string): Uint8Array | null {
  const normalised = input.replace(/ /g, '+').replace(/-/g, '+').replace(/_/g, '/')
  const body = normalised.replace(/={1,2}$/, '')
  const padding = normalised.length - body.length
  if (padding > 0 && normalised.length % 4 !== 0) return null
  if (body.length % 4 === 1) return null
  const bytes = new Uint8Array(Math.floor((body.length * 6) / 8))
  let buffer = 0
  let bits = 0
  let written = 0
  for (const char of body) {
    const sextet = SEXTET_OF.get(char)
    if (sextet === undefined) return null
    buffer = ((buffer << 6) | sextet) & 0xffffff
    bits += 6
    if (bits >= 8) {
      bits -= 8
      bytes[written++] = (buffer >> bits) & 0xff
    }
  }
  return bytes
}

/** Base64 of UTF-8 text; bytes that are not valid UTF-8 give null. */
export function decodeBase64Text(input: string): string | null {
  const bytes = decodeBase64(input)
  if (bytes === null) return null
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return null
  }
}

/**
 * SPEC §4 Table QR: the `t` query parameter sets the unique table; without a valid one the
 * unique table is cleared (null).
 *
 * Choice: the decoded text is the table id (the order's numeric `table_id`, SPEC §3), so it
 * must be a positive whole number in decimal digits, surrounding whitespace ignored.
 */
export function uniqueTableIdFromQr(t: string | null | undefined): number | null {
  if (t === null || t === undefined) return null
  const text = decodeBase64Text(t)?.trim()
  if (text === undefined || !/^\d+$/.test(text)) return null
  const id = Number(text)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

// --- Owner-gated options (SPEC §3 restaurantOptions, §6) ----------------------------------

export type TableOptions = {
  enable_table_management?: boolean | null
  enable_owner_table_management?: boolean | null
  enable_qrcode_unique?: boolean | null
  enable_owner_qrcode_unique?: boolean | null
}

/** SPEC §6: table management needs both the venue option and the owner option. */
export function isTableManagementEnabled(options: TableOptions): boolean {
  return options.enable_table_management === true && options.enable_owner_table_management === true
}

/** SPEC §6: the unique table QR needs both the venue option and the owner option. */
export function isUniqueQrEnabled(options: TableOptions): boolean {
  return options.enable_qrcode_unique === true && options.enable_owner_qrcode_unique === true
}

/**
 * SPEC §5 Batching: enabled only with unique QR, table management and the batching option all on.
 * Unique QR and table management are taken with their owner options (SPEC §6), since without
 * the owner option the venue option has no effect anywhere else.
 */
export function isOrderBatchingEnabled(
  options: TableOptions,
  liveOptions: { enable_order_batching?: boolean | null },
): boolean {
  return isUniqueQrEnabled(options) && isTableManagementEnabled(options) && liveOptions.enable_order_batching === true
}

// --- Send-order check (SPEC §4, §8) ------------------------------------------------------

export type VenueTable = { id: number; name: string | null }

export type SendOrderCheckInput = {
  restaurantType: number
  /** Offline options `manual_opening_table`. */
  manualTableOpening: boolean
  /** Unique QR with its owner option, see `isUniqueQrEnabled`. */
  uniqueQr: boolean
  deliveryChoice: 'delivery' | 'pickup' | null
  /** The table set by the QR code (`uniqueTableIdFromQr`), or null. */
  uniqueTableId: number | null
  tables: readonly VenueTable[]
  /** Whether the table-session verification returned an open session (`isOpenTableSession`). */
  tableSessionOpen: boolean
}

/** 'table.notFound' is the spec's (SPEC §8); the other two refusals are worded by us in MESSAGES. */
export type SendOrderRefusal = Extract<MessageKey, 'table.notFound' | 'table.sessionClosed' | 'table.pickupNotAllowed'>

export type SendOrderCheck = { ok: true } | { ok: false; reason: SendOrderRefusal }

/** The venue table the unique QR points at, when it exists and has a non-empty name. */
export function findNamedTable(tables: readonly VenueTable[], id: number | null): VenueTable | null {
  if (id === null) return null
  const table = tables.find((candidate) => candidate.id === id)
  return table !== undefined && (table.name ?? '').trim() !== '' ? table : null
}

/**
 * SPEC §4 Send-order check, applied to types 2 and 3 with manual table opening and unique QR:
 * delivery needs a known table with a non-empty name ('Table not found' otherwise, SPEC §8)
 * and an open table session; pickup is allowed only when there is no unique table; anything
 * else passes.
 *
 * Choice: a table whose name is empty or blank counts as not found, so the guest sees
 * 'Table not found' rather than a silent refusal.
 */
export function checkSendOrder(input: SendOrderCheckInput): SendOrderCheck {
  const applies =
    (input.restaurantType === 2 || input.restaurantType === 3) && input.manualTableOpening && input.uniqueQr
  if (!applies) return { ok: true }
  if (input.deliveryChoice === 'delivery') {
    if (findNamedTable(input.tables, input.uniqueTableId) === null) return { ok: false, reason: 'table.notFound' }
    if (!input.tableSessionOpen) return { ok: false, reason: 'table.sessionClosed' }
    return { ok: true }
  }
  if (input.deliveryChoice === 'pickup' && input.uniqueTableId !== null) {
    return { ok: false, reason: 'table.pickupNotAllowed' }
  }
  return { ok: true }
}

// --- Access control (SPEC §6, §7 acoptions) -----------------------------------------------

export type AccessControlFlags = {
  enable_access_control?: boolean | null
  enable_owner_access_control?: boolean | null
}

/**
 * SPEC §6: access control is true only when both access-control flags are on; when the
 * acoptions fetch fails (pass null) it defaults to true.
 */
export function isAccessControlEnabled(fetched: AccessControlFlags | null): boolean {
  if (fetched === null) return true
  return fetched.enable_access_control === true && fetched.enable_owner_access_control === true
}
