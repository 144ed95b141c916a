import { MESSAGES } from '../../domain/messages'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  checkSendOrder,
  decodeBase64,
  decodeBase64Text,
  findNamedTable,
  isAccessControlEnabled,
  isOpenTableSession,
  isOrderBatchingEnabled,
  isTableManagementEnabled,
  isUniqueQrEnabled,
  shouldVerifyTableSession,
  uniqueTableIdFromQr,
  type SendOrderCheckInput,
  type TableOptions,
} from '../../domain/tables'

const b64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64')

describe('SPEC §1 table sessions are verified only for type 2 or higher', () => {
  it.each([
    [0, false],
    [1, false],
    [2, true],
    [3, true],
  ])('SPEC §1: venue type %i verifies table sessions: %s', (type, expected) => {
    expect(shouldVerifyTableSession(type)).toBe(expected)
  })
})

describe('SPEC §7 table-session verification: the data is the session or empty', () => {
  it.each([
    ['a session object', { covers: 2, cover_cost: 150 }, true],
    ['null', null, false],
    ['undefined', undefined, false],
    ['an empty string', '', false],
    ['an empty object', {}, false],
    ['an empty array', [], false],
    ['a non-empty array', [{ covers: 2 }], false],
    ['a number', 1, false],
  ])('SPEC §7: %s is an open session: %s', (_label, data, expected) => {
    expect(isOpenTableSession(data)).toBe(expected)
  })
})

describe('SPEC §4 Table QR: base64 decoding', () => {
  it.each([
    ['padded', 'MTI=', '12'],
    ['unpadded', 'MTI', '12'],
    ['two padding characters', 'MQ==', '1'],
    ['empty input', '', ''],
    ['UTF-8 text', b64('Tavolo è'), 'Tavolo è'],
  ])('SPEC §4 Table QR: decodes %s', (_label, input, expected) => {
    expect(decodeBase64Text(input)).toBe(expected)
  })

  it.each([
    ['standard +', '+w==', [0xfb]],
    ['a space standing for an unescaped +', ' w==', [0xfb]],
    ['URL-safe -', '-w', [0xfb]],
    ['standard /', '/w==', [0xff]],
    ['URL-safe _', '_w', [0xff]],
  ])('SPEC §4 Table QR: accepts %s', (_label, input, bytes) => {
    expect(Array.from(decodeBase64(input) ?? [])).toEqual(bytes)
  })

  it.each([
    ['a single leftover character', 'M'],
    ['five characters', 'MTIzN'],
    ['padding that does not complete a group', 'MTI=='],
    ['three padding characters', 'M==='],
    ['padding in the middle', 'MQ==MQ=='],
    ['a character outside the alphabet', 'MT!='],
    ['a percent escape left in', 'MTI%3D'],
    ['a newline', 'MT\nI='],
  ])('SPEC §4 Table QR: rejects %s', (_label, input) => {
    expect(decodeBase64(input)).toBeNull()
  })

  it('SPEC §4 Table QR: bytes that are not UTF-8 give no text', () => {
    expect(decodeBase64Text('/w==')).toBeNull()
  })

  it('SPEC §4 Table QR: decoding never throws on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (input) => {
        expect(() => decodeBase64Text(input)).not.toThrow()
        expect(() => uniqueTableIdFromQr(input)).not.toThrow()
      }),
    )
  })

  it('SPEC §4 Table QR: decoding inverts standard and URL-safe encoding of any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const buffer = Buffer.from(bytes)
        expect(Array.from(decodeBase64(buffer.toString('base64')) ?? [-1])).toEqual(Array.from(bytes))
        expect(Array.from(decodeBase64(buffer.toString('base64url')) ?? [-1])).toEqual(Array.from(bytes))
      }),
    )
  })
})

describe('SPEC §4 Table QR: the t parameter sets the unique table, otherwise it is cleared', () => {
  it.each([
    ['a table id', b64('12'), 12],
    ['a table id with spaces around', b64(' 7\n'), 7],
    ['leading zeros', b64('007'), 7],
    ['no parameter (null)', null, null],
    ['no parameter (undefined)', undefined, null],
    ['an empty parameter', '', null],
    ['zero', b64('0'), null],
    ['a negative number', b64('-3'), null],
    ['a decimal', b64('12.5'), null],
    ['text', b64('terrazza'), null],
    ['a number beyond safe integers', b64('99999999999999999999'), null],
    ['invalid base64', '%%%', null],
    ['bytes that are not UTF-8', '/w==', null],
  ])('SPEC §4 Table QR: %s gives %s', (_label, t, expected) => {
    expect(uniqueTableIdFromQr(t)).toBe(expected)
  })
})

const allOn: TableOptions = {
  enable_table_management: true,
  enable_owner_table_management: true,
  enable_qrcode_unique: true,
  enable_owner_qrcode_unique: true,
}

describe('SPEC §6 table management and unique QR need the venue option and the owner option', () => {
  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
    [false, false, false],
    [undefined, true, false],
    [true, null, false],
  ])('SPEC §6: table management venue %s, owner %s gives %s', (venue, owner, expected) => {
    expect(isTableManagementEnabled({ enable_table_management: venue, enable_owner_table_management: owner })).toBe(expected)
  })
  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
    [undefined, undefined, false],
  ])('SPEC §6: unique QR venue %s, owner %s gives %s', (venue, owner, expected) => {
    expect(isUniqueQrEnabled({ enable_qrcode_unique: venue, enable_owner_qrcode_unique: owner })).toBe(expected)
  })
})

describe('SPEC §5 Batching: only with unique QR, table management and batching all on', () => {
  it.each([
    ['everything on', allOn, true, true],
    ['batching off', allOn, false, false],
    ['unique QR off', { ...allOn, enable_qrcode_unique: false }, true, false],
    ['owner unique QR off', { ...allOn, enable_owner_qrcode_unique: false }, true, false],
    ['table management off', { ...allOn, enable_table_management: false }, true, false],
    ['owner table management off', { ...allOn, enable_owner_table_management: false }, true, false],
  ])('SPEC §5 Batching: %s gives %s', (_label, options, batching, expected) => {
    expect(isOrderBatchingEnabled(options, { enable_order_batching: batching as boolean })).toBe(expected)
  })
})

const tables = [
  { id: 12, name: 'Terrazza 12' },
  { id: 13, name: '' },
  { id: 14, name: '   ' },
  { id: 15, name: null },
]

const base: SendOrderCheckInput = {
  restaurantType: 2,
  manualTableOpening: true,
  uniqueQr: true,
  deliveryChoice: 'delivery',
  uniqueTableId: 12,
  tables,
  tableSessionOpen: true,
}

describe('SPEC §4 Send-order check (types 2 and 3, manual table opening and unique QR)', () => {
  it.each<[string, Partial<SendOrderCheckInput>, ReturnType<typeof checkSendOrder>]>([
    ['delivery to a known named table with an open session passes', {}, { ok: true }],
    ['type 3 applies the same check', { restaurantType: 3, tableSessionOpen: false }, { ok: false, reason: 'table.sessionClosed' }],
    ['delivery with a closed session is refused', { tableSessionOpen: false }, { ok: false, reason: 'table.sessionClosed' }],
    ['delivery without a unique table is Table not found', { uniqueTableId: null }, { ok: false, reason: 'table.notFound' }],
    ['delivery to an unknown table is Table not found', { uniqueTableId: 99 }, { ok: false, reason: 'table.notFound' }],
    ['delivery to a table with an empty name is Table not found', { uniqueTableId: 13 }, { ok: false, reason: 'table.notFound' }],
    ['delivery to a table with a blank name is Table not found', { uniqueTableId: 14 }, { ok: false, reason: 'table.notFound' }],
    ['delivery to a table with no name is Table not found', { uniqueTableId: 15 }, { ok: false, reason: 'table.notFound' }],
    ['pickup with a unique table is refused', { deliveryChoice: 'pickup' }, { ok: false, reason: 'table.pickupNotAllowed' }],
    ['pickup without a unique table passes', { deliveryChoice: 'pickup', uniqueTableId: null }, { ok: true }],
    ['no delivery choice passes', { deliveryChoice: null, uniqueTableId: null, tableSessionOpen: false }, { ok: true }],
    ['type 1 is not checked', { restaurantType: 1, uniqueTableId: null }, { ok: true }],
    ['type 4 is not checked', { restaurantType: 4, uniqueTableId: null }, { ok: true }],
    ['without manual table opening it is not checked', { manualTableOpening: false, uniqueTableId: null }, { ok: true }],
    ['without unique QR it is not checked', { uniqueQr: false, deliveryChoice: 'pickup' }, { ok: true }],
  ])('SPEC §4 Send-order check, §8: %s', (_label, change, expected) => {
    expect(checkSendOrder({ ...base, ...change })).toEqual(expected)
  })

  it('SPEC §8: every refusal reason has a text in MESSAGES', () => {
    for (const reason of ['table.notFound', 'table.sessionClosed', 'table.pickupNotAllowed'] as const) expect(MESSAGES[reason]).toMatch(/\S/)
  })

  it('SPEC §4 Send-order check: outside types 2 and 3 any input passes', () => {
    fc.assert(
      fc.property(
        fc.integer().filter((type) => type !== 2 && type !== 3),
        fc.constantFrom<'delivery' | 'pickup' | null>('delivery', 'pickup', null),
        fc.option(fc.integer({ min: 1, max: 20 })),
        fc.boolean(),
        (restaurantType, deliveryChoice, uniqueTableId, tableSessionOpen) => {
          expect(checkSendOrder({ ...base, restaurantType, deliveryChoice, uniqueTableId, tableSessionOpen })).toEqual({ ok: true })
        },
      ),
    )
  })
})

describe('SPEC §4 Send-order check: the known table', () => {
  it.each([
    [12, 'Terrazza 12'],
    [13, null],
    [null, null],
  ])('SPEC §4: table %s is found as %s', (id, name) => {
    expect(findNamedTable(tables, id)?.name ?? null).toBe(name)
  })
})

describe('SPEC §6 access control', () => {
  it.each([
    ['both flags on', { enable_access_control: true, enable_owner_access_control: true }, true],
    ['only the venue flag', { enable_access_control: true, enable_owner_access_control: false }, false],
    ['only the owner flag', { enable_access_control: false, enable_owner_access_control: true }, false],
    ['no flags', {}, false],
    ['a failed fetch', null, true],
  ])('SPEC §6: %s gives %s', (_label, fetched, expected) => {
    expect(isAccessControlEnabled(fetched)).toBe(expected)
  })
})
