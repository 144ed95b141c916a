import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { CartLine } from '../../domain/cartLine'
import type { SpecialMenuLine } from '../../domain/specialMenuLine'
import {
  canOrderByWhatsApp,
  whatsAppLink,
  whatsAppLinesOf,
  whatsAppNumber,
  whatsAppOrderMessage,
  type WhatsAppOrder,
} from '../../domain/whatsapp'

describe('SPEC §5 WhatsApp: a configured number is needed', () => {
  it.each([
    ['a number', '3331234567', true],
    ['an international number', '+44 20 7946 0958', true],
    ['an empty number', '', false],
    ['only spaces', '   ', false],
    ['null', null, false],
    ['undefined', undefined, false],
    ['only a plus', '+', false],
    ['letters', 'chiamaci', false],
  ])('SPEC §5 WhatsApp: %s can order: %s', (_label, configured, expected) => {
    expect(canOrderByWhatsApp(configured)).toBe(expected)
  })
})

describe('SPEC §5 WhatsApp: the number rule', () => {
  it.each([
    ['a number starting with + drops the plus', '+393331234567', '393331234567'],
    ['a foreign number starting with + keeps its own prefix', '+442079460958', '442079460958'],
    ['a number without + gets prefix 39', '3331234567', '393331234567'],
    ['a number already starting with 39 but no + still gets prefix 39', '393331234567', '39393331234567'],
    ['a 00 international number without + still gets prefix 39', '00441234', '3900441234'],
    ['surrounding spaces are ignored before looking for +', '  +39 333 1234567 ', '393331234567'],
    ['separators are removed', '(333) 123-45.67', '393331234567'],
    ['a plus in the middle is not a separator', '333+1234567', null],
    ['two pluses are invalid', '++39333', null],
  ])('SPEC §5 WhatsApp: %s', (_label, configured, expected) => {
    expect(whatsAppNumber(configured)).toBe(expected)
  })

  it('SPEC §5 WhatsApp: a usable number is always digits only', () => {
    fc.assert(
      fc.property(fc.string(), (configured) => {
        const number = whatsAppNumber(configured)
        if (number !== null) expect(number).toMatch(/^\d+$/)
      }),
    )
  })
})

const order: WhatsAppOrder = {
  venueName: 'Da Mario',
  orderType: 'take-away',
  deliveryChoice: null,
  lines: [
    { quantity: 2, name: 'Margherita', options: [{ name: 'Bufala', quantity: 1 }, { name: 'Olive', quantity: 2 }], notes: 'ben cotta', total: 1800 },
    { quantity: 1, name: 'Acqua', options: [], notes: '  ', total: 150 },
  ],
  table: null,
  address: null,
  slot: '19:30 - 19:45',
  note: '',
  subtotal: 1950,
  discount: 0,
  cover: 0,
  delivery: 0,
  total: 1950,
}

describe('SPEC §5 WhatsApp: money in the message follows the display rules (SPEC §5 Display filters)', () => {
  const totalLine = (cents: number, currencySymbol?: string): string | undefined =>
    whatsAppOrderMessage({ ...order, lines: [], subtotal: cents, total: cents, currencySymbol })
      .split('\n')
      .find((line) => line.startsWith('Totale: '))

  it.each([
    [1250, '€ 12,50'],
    [0, '€ 0'],
    [5, '€ 0,05'],
    [100, '€ 1'],
    [123456, '€ 1.234,56'],
    [100000000, '€ 1.000.000'],
    [-200, '-€ 2'],
  ])('SPEC §5 WhatsApp, §9: %i cents read %s', (cents, expected) => {
    expect(totalLine(cents)).toBe(`Totale: ${expected}`)
  })
  it('SPEC §3 Venue currency: another symbol', () => {
    expect(totalLine(990, '$')).toBe('Totale: $ 9,90')
  })
})

describe('SPEC §1, §5 WhatsApp: the pre-filled order message', () => {
  it('SPEC §1: lists quantities, options, notes, totals, order type and slot', () => {
    expect(whatsAppOrderMessage(order)).toBe(
      [
        'Nuovo ordine - Da Mario',
        'Tipo di ordine: Asporto',
        'Orario: 19:30 - 19:45',
        '',
        '2 x Margherita - € 18',
        '   + Bufala',
        '   + Olive x2',
        '   Note: ben cotta',
        '1 x Acqua - € 1,50',
        '',
        'Subtotale: € 19,50',
        'Totale: € 19,50',
      ].join('\n'),
    )
  })

  it.each<[string, Partial<WhatsAppOrder>, string[]]>([
    ['a table order names the table', { orderType: 'restaurant', table: 'Terrazza 12', slot: null }, ['Tipo di ordine: Al tavolo', 'Tavolo: Terrazza 12']],
    ['a delivery names the address', { orderType: 'deliver', address: 'Via Roma 1, Milano', delivery: 300, total: 2250 }, ['Tipo di ordine: Consegna a domicilio', 'Indirizzo: Via Roma 1, Milano', 'Consegna: € 3', 'Totale: € 22,50']],
    ['a live order shows the delivery choice', { orderType: 'live', deliveryChoice: 'pickup' }, ['Tipo di ordine: Ordine live (ritiro)']],
    ['a coupon shows as a negative discount', { discount: 500, total: 1450 }, ['Sconto: -€ 5', 'Totale: € 14,50']],
    ['covers show when charged', { cover: 400, total: 2350 }, ['Coperto: € 4']],
    ['the order note comes last', { note: 'citofono rotto' }, ['Note: citofono rotto']],
    ['no venue name gives a plain heading', { venueName: null }, ['Nuovo ordine']],
  ])('SPEC §1, §5 WhatsApp: %s', (_label, change, expectedLines) => {
    const lines = whatsAppOrderMessage({ ...order, ...change }).split('\n')
    for (const expected of expectedLines) expect(lines).toContain(expected)
  })

  it.each<[string, Partial<WhatsAppOrder>, string]>([
    ['no slot line without a slot', { slot: null }, 'Orario'],
    ['no table line without a table', { table: '  ' }, 'Tavolo'],
    ['no discount line without a discount', {}, 'Sconto'],
    ['no delivery line without a delivery cost', {}, 'Consegna'],
    ['no cover line without covers', {}, 'Coperto'],
  ])('SPEC §1, §5 WhatsApp: %s', (_label, change, absent) => {
    expect(whatsAppOrderMessage({ ...order, ...change })).not.toContain(absent)
  })

  it('SPEC §1 WhatsApp: labels can be given in another language', () => {
    const english = {
      newOrder: 'New order', orderType: 'Order type',
      orderTypes: { restaurant: 'At the table', live: 'Live order', deliver: 'Home delivery', 'take-away': 'Take-away' },
      deliveryChoices: { delivery: 'delivery', pickup: 'pickup' },
      table: 'Table', address: 'Address', slot: 'Time', notes: 'Notes',
      subtotal: 'Subtotal', discount: 'Discount', cover: 'Cover', delivery: 'Delivery', total: 'Total',
    }
    expect(whatsAppOrderMessage(order, english).split('\n').slice(0, 2)).toEqual(['New order - Da Mario', 'Order type: Take-away'])
  })
})

describe('SPEC §1, §5 WhatsApp: cart lines as message lines', () => {
  const itemLine: CartLine = {
    key: '1|5:7x2',
    quantity: 2,
    notes: 'senza basilico',
    item: { id: 1, name: 'Margherita', name_orig: 'Margherita', unitPrice: 700, price_mode: '', is_drink: false },
    menuentryvariants: [{ id: 5, name: 'Extra', name_orig: 'Extra', optionsselected: [{ id: 7, name: 'Bufala', name_orig: 'Bufala', pricemodifier: 150, quantity: 2 }] }],
  }
  const specialLine: SpecialMenuLine = {
    key: 'sm3',
    quantity: 1,
    specialMenuId: 3,
    name: 'Menu pranzo',
    price: 1200,
    menuentries: [
      { specialmenucategoryid: 1, item: { id: 1, name: 'Margherita', name_orig: 'Margherita' }, menuentryvariants: [{ id: 5, name: 'Extra', name_orig: 'Extra', optionsselected: [{ id: 7, name: 'Bufala', name_orig: 'Bufala', pricemodifier: 100, quantity: 1 }] }] },
      { specialmenucategoryid: 2, item: { id: 9, name: 'Acqua', name_orig: 'Acqua' }, menuentryvariants: [] },
    ],
  }

  it('SPEC §1, §9: item and special-menu lines keep quantities, options, notes and totals', () => {
    expect(whatsAppLinesOf([itemLine], [specialLine])).toEqual([
      { quantity: 2, name: 'Margherita', options: [{ name: 'Bufala', quantity: 2 }], notes: 'senza basilico', total: 2 * (700 + 300) },
      { quantity: 1, name: 'Menu pranzo', options: [{ name: 'Margherita (Bufala)', quantity: 1 }, { name: 'Acqua', quantity: 1 }], notes: '', total: 1300 },
    ])
  })
})

describe('SPEC §1 WhatsApp: the wa.me link', () => {
  it.each([
    ['a plus number', '+39 333 1234567', 'Ciao', 'https://wa.me/393331234567?text=Ciao'],
    ['a local number', '3331234567', 'Ciao', 'https://wa.me/393331234567?text=Ciao'],
    ['newlines, spaces and the euro sign are encoded', '+39333', '1 x Pizza\nTotale: € 7,00', 'https://wa.me/39333?text=1%20x%20Pizza%0ATotale%3A%20%E2%82%AC%207%2C00'],
    ['& and ? cannot break the query', '+39333', 'a&b?c=d', 'https://wa.me/39333?text=a%26b%3Fc%3Dd'],
  ])('SPEC §1, §5 WhatsApp: %s', (_label, configured, message, expected) => {
    expect(whatsAppLink(configured, message)).toBe(expected)
  })

  it('SPEC §5 WhatsApp: no link without a configured number', () => {
    expect(whatsAppLink('', 'Ciao')).toBeNull()
    expect(whatsAppLink(null, 'Ciao')).toBeNull()
  })

  it('SPEC §1 WhatsApp: any message, even with broken surrogates, gives a link that decodes back', () => {
    const utf16 = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)) })
    fc.assert(
      fc.property(utf16, (message) => {
        const link = whatsAppLink('+39333', message)!
        const text = decodeURIComponent(link.slice('https://wa.me/39333?text='.length))
        expect(text).toHaveLength(message.length)
      }),
    )
  })

  it('SPEC §1 WhatsApp: any well-formed message comes back unchanged from the link', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (message) => {
        const link = whatsAppLink('+39333', message)!
        expect(decodeURIComponent(link.slice('https://wa.me/39333?text='.length))).toBe(message)
      }),
    )
  })
})
