import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { decodeVenueFile, isMovedVenue, type ActiveVenueFile, type VenueFile } from '../../api/venueFile'
import { allVariantGroups, allVariantItems } from '../../api/venueFileChecks'
import { fullVenueInfo, menuOf, orderingOptionsOf, staticInfo, staticLight } from '../../api/venueInfo'
import type { VariantGroupInfo } from '../../api/venueMenuInfo'
import { isCoverItem } from '../../domain/covers'
import { distanceKm, radiusBandCost } from '../../domain/delivery'
import { variantGroupsOf } from '../../domain/menuTypes'
import { groupRules } from '../../domain/variants'
import { categoryRules } from '../../domain/specialMenu'

/** The venue file format and the demo venues (fixtures/venues/README.md). */

const DIR = join(import.meta.dirname, '../../fixtures/venues')
const FILES = readdirSync(DIR).filter((name) => name.endsWith('.json')).sort()
const raw = (name: string): unknown => JSON.parse(readFileSync(join(DIR, name), 'utf8'))

function decoded(name: string): VenueFile {
  const result = decodeVenueFile(raw(name))
  if (result._tag === 'Left') throw new Error(result.left)
  return result.right
}
function active(hash: string): ActiveVenueFile {
  const file = decoded(`${hash}.json`)
  if (isMovedVenue(file)) throw new Error(`${hash} moved`)
  return file
}
const ACTIVE = ['demo-online', 'demo-table', 'demo-live'] as const

describe('every fixture decodes', () => {
  it('has the four demo venues', () => {
    expect(FILES).toEqual(['demo-live.json', 'demo-moved.json', 'demo-online.json', 'demo-table.json'])
  })
  it.each(FILES)('%s decodes and its hash is its file name', (name) => {
    const result = decodeVenueFile(raw(name))
    expect(result._tag === 'Left' ? result.left : null).toBeNull()
    expect(decoded(name).hash).toBe(name.replace(/\.json$/, ''))
  })
})

describe('decodeVenueFile errors are one readable line', () => {
  const broken = (mutate: (file: Record<string, any>) => void): string => {
    const file = raw('demo-online.json') as Record<string, any>
    mutate(file)
    const result = decodeVenueFile(file)
    if (result._tag === 'Right') throw new Error('decoded')
    return result.left
  }
  it('names the path and the expected type', () => {
    const message = broken((file) => (file.full.menuentries[3].price = '8,50'))
    expect(message).toBe('venue file demo-online: full.menuentries[3].price: expected euros ≥ 0 (a number with at most 2 decimals), got "8,50"')
    expect(message).not.toContain('\n')
  })
  it('reaches into nested child groups', () => {
    expect(broken((file) => (file.full.menuentries[0].menuvariants[1].items[2].child.items[0].pricemodifier = 'x'))).toContain(
      'full.menuentries[0].menuvariants[1].items[2].child.items[0].pricemodifier: expected euros',
    )
  })
  it('refuses unknown fields, missing fields and dangling references', () => {
    expect(broken((file) => (file.full.online_options.shipping_costs = 1))).toBe('venue file demo-online: full.online_options.shipping_costs: unknown field')
    expect(broken((file) => delete file.light.rid)).toMatch(/^venue file demo-online: light\.rid: missing field/)
    expect(broken((file) => (file.translations.en.items['9999'] = { name: 'Ghost' }))).toBe('venue file demo-online: translations.en.items.9999: no such id')
    expect(broken((file) => (file.full.specialmenus[0].specialcategories[0].menuentries = [9999]))).toContain('full.specialmenus menuentries: no such id 9999')
    expect(broken((file) => (file.translations.EN = {}))).toContain("translations.EN: expected the key to be a language code ('en')")
    // issue #13.6: a special menu is listed in a combo category
    expect(broken((file) => (file.full.specialmenus[0].category_id = 12))).toContain('special menu 51 names category 12, which is not a combo category')
  })
  it('issue #18 tab_options: refuses a tip out of 1..100, more than 5 presets, an inactivity under 10 minutes, an unknown option', () => {
    expect(broken((file) => (file.full.tab_options = { tip_percents: [10, 150] }))).toContain('full.tab_options.tip_percents: expected up to 5 tips, each a whole percentage from 1 to 100, got [10,150]')
    expect(broken((file) => (file.full.tab_options = { tip_percents: [1, 2, 3, 4, 5, 6] }))).toContain('up to 5 tips')
    expect(broken((file) => (file.full.tab_options = { inactivity_minutes: 5 }))).toContain('from 10 minutes to 24 hours')
    expect(broken((file) => (file.full.tab_options = { tips: [10] }))).toContain('full.tab_options.tips: unknown field')
  })
  it('refuses a picture or a link whose address a browser would run (javascript:), and names the field', () => {
    expect(broken((file) => (file.light.logo = 'javascript:alert(1)'))).toBe(
      'venue file demo-online: light.logo: expected an image address (a path, an http(s) URL or data:image/), got "javascript:alert(1)"',
    )
    expect(broken((file) => (file.full.menuentries[0].image = ' java\tscript:alert(1)'))).toContain('full.menuentries[0].image: expected an image address')
    expect(broken((file) => (file.full.menuentries[0].image = 'data:text/html,<script>alert(1)</script>'))).toContain('full.menuentries[0].image: expected an image address')
    expect(broken((file) => (file.full.reviewslinks = [{ name: 'Recensioni', url: 'javascript:alert(1)' }]))).toContain('full.reviewslinks[0].url: expected a link (an http(s), mailto: or tel: URL)')
    // what venues write: a path on the server, an http(s) URL, a small picture embedded; a mail or telephone link
    for (const image of ['/img/dishes/pizza.webp', 'https://cdn.example.com/a.png', 'img/relative.png', 'data:image/png;base64,iVBORw0KGgo=']) {
      const file = raw('demo-online.json') as Record<string, any>
      file.full.menuentries[0].image = image
      file.full.reviewslinks = [{ name: 'Mail', url: 'mailto:info@example.com' }, { name: 'Tel', url: 'tel:+390612345' }]
      expect(decodeVenueFile(file)._tag).toBe('Right')
    }
  })
  it('refuses limits that contradict each other, an option taking more off than its dish costs, and slots 0 minutes apart', () => {
    const group = (file: Record<string, any>) => file.full.menuentries[0].menuvariants[0]
    expect(broken((file) => Object.assign(group(file), { min_items: 5, max_items: 3 }))).toMatch(/variant group \d+ \(.+\): min_items 5 is more than max_items 3/)
    expect(broken((file) => (group(file).items[0].pricemodifier = -(file.full.menuentries[0].price + 1)))).toMatch(/item \d+ \(.+\): option \d+ \(.+\) takes [\d.]+ off a price of [\d.]+, below nothing/)
    expect(broken((file) => (file.full.time_slots[0].interval = 0))).toMatch(/full time slots: slot \d+ has interval 0 \(the minutes from one slot to the next, at least 1\)/)
  })
  it('refuses what is not a venue file', () => {
    expect(decodeVenueFile(null)).toEqual({ _tag: 'Left', left: 'venue file: expected a JSON object' })
    expect(decodeVenueFile({ hash: 'a', moved_to: 'a' })._tag).toBe('Left')
  })
})

describe.each(ACTIVE)('%s', (hash) => {
  const file = active(hash)
  const { full } = file

  it('every translation key refers to an existing id', () => {
    const known: Record<string, Set<number>> = {
      categories: new Set([...full.menucategories, ...full.menudrinkcategories].map((c) => c.id)),
      items: new Set(full.menuentries.map((item) => item.id)),
      variants: new Set(allVariantGroups(full.menuentries).map((group) => group.id)),
      variant_items: new Set(allVariantItems(full.menuentries).map((option) => option.id)),
      specialmenus: new Set(full.specialmenus.map((menu) => menu.id)),
      special_categories: new Set(full.specialmenus.flatMap((menu) => menu.specialcategories.map((c) => c.id))),
      tags: new Set(full.tags.map((tag) => tag.id)),
      allergens: new Set(full.allergens.map((allergen) => allergen.id)),
    }
    expect(Object.keys(file.translations).sort()).toEqual(['ar', 'en'])
    for (const translation of Object.values(file.translations)) {
      for (const [kind, ids] of Object.entries(known)) {
        const keys = Object.keys((translation as Record<string, object | undefined>)[kind] ?? {})
        expect(keys.filter((key) => !ids.has(Number(key))), kind).toEqual([])
        expect(keys.length, `${kind} all translated`).toBe(ids.size)
      }
    }
  })

  it.each(['en', 'ar'])('the full info in %s has no Italian names left', (lang) => {
    const italian = fullVenueInfo(file, 'it')
    const info = fullVenueInfo(file, lang)
    expect(info.currentLanguage).toBe(lang)
    expect(info.rtl).toBe(lang === 'ar')
    expect(info.name_orig).toBe(file.light.name)
    const groupNames = (groups: readonly VariantGroupInfo[]): string[] =>
      groups.flatMap((group) => [group.name, ...group.items.flatMap((option) => [option.name, ...(option.child ? groupNames([option.child]) : [])])])
    const namesOf = (venue: typeof info) => ({
      items: venue.menuentries.map((item) => item.name),
      categories: [...venue.menucategories, ...venue.menudrinkcategories].map((c) => c.name),
      variants: venue.menuentries.flatMap((item) => groupNames(item.menuvariants)),
      specialmenus: venue.specialmenus.flatMap((menu) => [menu.name, ...menu.specialcategories.map((c) => c.name)]),
      tags: [...venue.tags, ...venue.allergens].map((tag) => tag.name),
    })
    const it_ = namesOf(italian)
    const other = namesOf(info)
    const arabic = /[\u0600-\u06FF]/
    for (const kind of Object.keys(it_) as (keyof typeof it_)[]) {
      expect(other[kind]).toHaveLength(it_[kind].length)
      if (lang === 'ar') expect(other[kind].filter((name) => !arabic.test(name)), kind).toEqual([])
      else {
        // names that are the same in English (Margherita, Tiramisù, Negroni...) are allowed; most must differ
        const same = other[kind].filter((name, index) => name === it_[kind][index])
        expect(same.length, `${kind}: ${same.join(', ')}`).toBeLessThan(Math.max(1, it_[kind].length / 2))
      }
    }
    for (const item of info.menuentries) {
      const source = full.menuentries.find((entry) => entry.id === item.id)!
      expect(item.name_orig).toBe(source.name)
      if (source.description !== null) expect(item.description).not.toBe(source.description)
      expect(item.ingredients).toHaveLength(source.ingredients.length)
    }
    expect(info.description).not.toBe(full.description)
    expect(info.instructions).not.toBe(full.instructions)
  })

  it('falls back to the default language for a language it does not offer', () => {
    const info = fullVenueInfo(file, 'de-DE')
    expect(info.currentLanguage).toBe('it')
    expect(info.menuentries[0]!.name).toBe(full.menuentries[0]!.name)
    expect(staticLight(file, 'en-GB').currentLanguage).toBe('en')
  })

  it('static-light carries rid and type; static carries the name', () => {
    expect(staticLight(file, 'it')).toMatchObject({ rid: file.light.rid, restaurant_type: file.light.restaurant_type, hash })
    expect(staticInfo(file, 'en').name).toBe(file.translations.en!.venue!.name)
    expect(JSON.stringify(fullVenueInfo(file, 'it'))).not.toContain('demo1234')
  })

  it('menuOf gives prices in cents', () => {
    const menu = menuOf(file)
    for (const item of menu.items) {
      const source = full.menuentries.find((entry) => entry.id === item.id)!
      expect(item.price).toBe(source.price === null ? null : Math.round(source.price * 100))
    }
    const item850 = menu.items.find((item) => item.price === 850)
    expect(full.menuentries.find((entry) => entry.id === item850?.id)?.price).toBe(8.5)
    for (const special of menu.specialMenus) expect(Number.isInteger(special.price)).toBe(true)
  })

  it('has the menu the demos promise', () => {
    const menu = menuOf(file)
    const categories = menu.categories
    expect(categories.length).toBeGreaterThanOrEqual(5)
    expect(categories.some((c) => c.is_combo_menu === true)).toBe(true)
    expect(categories.some((c) => c.is_drink === true)).toBe(true)
    expect(menu.items.length).toBeGreaterThanOrEqual(20)
    expect(menu.items.filter((item) => item.tags.length > 0).length).toBeGreaterThan(5)
    expect(menu.items.filter((item) => item.allergentags.length > 0).length).toBeGreaterThan(5)
    expect(menu.items.filter((item) => item.ingredients.length > 0).length).toBeGreaterThan(5)
    expect(menu.items.some((item) => item.price_mode === '/kg')).toBe(true)
    expect(menu.items.some((item) => item.price_mode === 'none')).toBe(true)
    expect(menu.items.some((item) => item.is_extra === true)).toBe(true)
    expect(menu.items.filter((item) => item.onlyspecial === true)).toHaveLength(1)
    const groups = menu.items.flatMap((item) => {
      const all = (list: readonly ReturnType<typeof variantGroupsOf>[number][]): ReturnType<typeof variantGroupsOf>[number][] =>
        list.flatMap((group) => [group, ...all(group.items.flatMap((option) => (option.child ? [option.child] : [])))])
      return all(variantGroupsOf(item))
    })
    const rules = groups.map((group) => ({ group, rules: groupRules(group) }))
    expect(rules.some(({ rules }) => rules.kind === 'radio' && rules.required)).toBe(true)
    expect(rules.some(({ rules }) => rules.kind === 'checkbox' && rules.min === 0 && rules.max === 3)).toBe(true)
    expect(rules.some(({ rules }) => rules.withQuantities)).toBe(true)
    expect(rules.some(({ group, rules }) => group.min_items === 1 && (group.max_items ?? 1) > 1 && rules.required)).toBe(true)
    expect(menu.items.some((item) => variantGroupsOf(item).some((group) => group.items.some((option) => option.child)))).toBe(true)
    expect(menu.specialMenus.length).toBeGreaterThanOrEqual(2)
    const kinds = menu.specialMenus.map((special) => special.specialcategories.map((category) => categoryRules(category).kind))
    expect(kinds.every((list) => list.length >= 2 && list.length <= 3)).toBe(true)
    expect(kinds.some((list) => list.every((kind) => kind !== 'optional'))).toBe(true)
    expect(kinds.some((list) => list.includes('optional'))).toBe(true)
  })

  it('has the demo coupons and customers', () => {
    const coupons = Object.fromEntries(file.server.coupons.map((coupon) => [coupon.code, coupon]))
    expect(Object.keys(coupons).sort()).toEqual(['BENVENUTO10', 'ESAURITO', 'MENO5', 'SCADUTO'])
    expect(coupons.BENVENUTO10).toMatchObject({ type: 'percentage', value: 10 })
    expect(coupons.MENO5).toMatchObject({ type: 'total', value: 5, minimum_order: 20 })
    expect(new Date(coupons.SCADUTO!.expires! * 1000).getUTCFullYear()).toBe(2024)
    expect(coupons.ESAURITO).toMatchObject({ availability: 50, used_count: 50 })
    expect(file.server.customers).toHaveLength(2)
  })
})

describe('the venue types', () => {
  it('demo-online: delivery bands, minimum order 10.00, email required, phone optional, slots every day', () => {
    const file = active('demo-online')
    const ordering = orderingOptionsOf(file)
    expect(ordering.venueType).toBe(1)
    if (ordering.venueType !== 1) return
    expect(ordering.options).toMatchObject({ take_away_enabled: true, shipping_enabled: true, threshold_enabled: true, minimum_order_amount: 1000, email_required: true, phone_enabled: true, phone_required: false })
    expect(file.full.deliveryRadii).toHaveLength(3)
    expect(new Set(file.full.time_slots.map((slot) => slot.day))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6]))
  })
  it('demo-table: 8 tables, covers with COPERTO at 2.50, waiter, pay later and now', () => {
    const file = active('demo-table')
    const ordering = orderingOptionsOf(file)
    expect(file.full.tables).toHaveLength(8)
    expect(file.full.restaurantOptions).toMatchObject({ enable_covers_popup: true, enable_table_management: true, enable_owner_table_management: true, enable_qrcode_unique: true, enable_owner_qrcode_unique: true })
    expect(ordering.venueType === 2 && ordering.options).toMatchObject({ manual_opening_table: true, call_waiter_enabled: true, payment_method: 2, enabled_order_pickup: true, enabled_order_delivery: true })
    const cover = menuOf(file).coverItem
    expect(cover && isCoverItem(cover) ? cover.price : null).toBe(250)
    expect(fullVenueInfo(file, 'en').menuentries.find((item) => item.id === cover?.id)?.name_orig).toBe('COPERTO')
    expect(file.full.covers_slots).toHaveLength(14)
    expect(file.full.payment_methods.filter((method) => method.enabled).map((method) => method.name)).toEqual(expect.arrayContaining(['stripe', 'satispay']))
  })
  it('demo-live: pickup and delivery slots with forewarning 20 and 45, batching', () => {
    const ordering = orderingOptionsOf(active('demo-live'))
    expect(ordering.venueType === 3 && ordering.options).toMatchObject({
      pickup_time_slots_forewarning_time: 20,
      delivery_time_slots_forewarning_time: 45,
      enable_order_batching: true,
      minimum_delivery_order_amount: 1500,
    })
  })
  it('demo-moved points to demo-table', () => {
    const file = decoded('demo-moved.json')
    expect(isMovedVenue(file) && file.moved_to).toBe('demo-table')
  })
})

describe('demo geocoding falls in the bands the README says', () => {
  const rows = readFileSync(join(DIR, 'README.md'), 'utf8')
    .split('\n')
    .map((line) => /^\| (demo-[a-z]+) \| (.+?) \| ([\d.]+) \| (≤ ([\d.]+) km|outside) \| ([\d.]+|—) \|$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)

  it.each(['demo-online', 'demo-live'])('%s: every address has a README row, and some lie in every band and outside', (hash) => {
    const file = active(hash)
    const mine = rows.filter((row) => row[1] === hash)
    expect(mine.map((row) => row[2]).sort()).toEqual(file.server.geocoding.map((entry) => entry.address).sort())
    const bands = new Set(mine.map((row) => row[4]))
    expect(bands).toEqual(new Set([...file.full.deliveryRadii.map((band) => `≤ ${band.radius} km`), 'outside']))
  })

  it.each(rows.map((row) => [row[1]!, row[2]!, row[3]!, row[4]!, row[6]!] as const))('%s: %s (%s km, %s)', (hash, address, km, band, cost) => {
    const file = active(hash)
    const entry = file.server.geocoding.find((candidate) => candidate.address === address)!
    const distance = distanceKm(file.light.location, entry)
    expect(distance.toFixed(2)).toBe(km)
    const radii = file.full.deliveryRadii.map((r) => ({ radius: r.radius, shipping_cost: Math.round(r.shipping_cost * 100) }))
    const covering = radii.filter((r) => distance <= r.radius).sort((a, b) => a.radius - b.radius)[0]
    expect(covering ? `≤ ${covering.radius} km` : 'outside').toBe(band)
    expect(radiusBandCost(radii, distance)).toBe(cost === '—' ? null : Math.round(Number(cost) * 100))
    // not on the edge of a band: 100 m either way stays in it
    for (const r of radii) expect(Math.abs(distance - r.radius)).toBeGreaterThan(0.1)
  })
})
