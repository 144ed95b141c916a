import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  extraItems,
  hasBuyableEntries,
  isOrderableAlone,
  matchesQuery,
  menuTextForSearch,
  normaliseForSearch,
  searchMenu,
  NO_FILTER,
} from '../../domain/menuSearch'
import type { MenuItem } from '../../domain/menuTypes'
import { menuItem } from '../support/menu'

let nextId = 1
const item = (over: Partial<MenuItem> = {}): MenuItem => menuItem({ id: nextId++, ...over })

const names = (items: readonly MenuItem[]): string[] => items.map((i) => i.name)

describe('SPEC §5 Search: name, description or ingredient names, case- and accent-insensitive', () => {
  const caffe = item({ name: 'Caffè', description: 'Espresso <b>ristretto</b>' })
  const margherita = item({
    name: 'Pizza Margherita',
    description: 'La classica',
    ingredients: [{ name: 'Pomodoro' }, { name: 'Mozzarella di bufala' }],
  })
  const menu = [caffe, margherita]

  it.each([
    { query: 'caffe', found: ['Caffè'], why: 'an accent-less query finds an accented name' },
    { query: 'CAFFÈ', found: ['Caffè'], why: 'upper case and accents match' },
    { query: 'Caffé', found: ['Caffè'], why: 'another accent on the same letter matches' },
    { query: 'ristretto', found: ['Caffè'], why: 'the description is searched' },
    { query: 'b', found: ['Pizza Margherita'], why: 'markup in the description is not searched' },
    { query: 'bufala', found: ['Pizza Margherita'], why: 'ingredient names are searched' },
    { query: 'margherita bufala', found: ['Pizza Margherita'], why: 'each word may match a different text' },
    { query: 'margherita espresso', found: [], why: 'every word must be found' },
    { query: 'zza marg', found: ['Pizza Margherita'], why: 'parts of words match' },
    { query: '  ', found: ['Caffè', 'Pizza Margherita'], why: 'an empty query matches everything' },
    { query: 'tiramisu', found: [], why: 'nothing matches' },
  ])('SPEC §5 Search: "$query": $why', ({ query, found }) => {
    expect(names(searchMenu(menu, { ...NO_FILTER, query }))).toEqual(found)
  })

  it.each([
    ['Caffè', 'caffe'],
    ['PERCHÉ  ne   più', 'perche ne piu'],
    ['Ça', 'ca'],
  ])('SPEC §5 Search: %s is compared as %s', (text, normal) => {
    expect(normaliseForSearch(text)).toBe(normal)
  })

  it('SPEC §5 Search: a menu text is read without its markup', () => {
    expect(menuTextForSearch('<p>Crème <b>brûlée</b></p>')).toBe('creme brulee')
  })

  it('SPEC §5 Search: the query is what the guest typed, not markup (fast-check found "< >" finding every item)', () => {
    const dish = item({ name: 'Margherita', description: '<p>Pomodoro</p>' })
    expect(searchMenu([dish], { ...NO_FILTER, query: '<' })).toEqual([])
    expect(searchMenu([dish], { ...NO_FILTER, query: '< >' })).toEqual([])
    expect(searchMenu([dish], { ...NO_FILTER, query: '<b>' })).toEqual([])
    expect(searchMenu([dish], { ...NO_FILTER, query: 'pomodoro' })).toEqual([dish])
  })
})

describe('SPEC §5 Search: tag filter', () => {
  const vegan = item({ name: 'Vegan', tags: [{ id: 1 }] })
  const spicy = item({ name: 'Spicy', tags: [{ id: 2 }] })
  const both = item({ name: 'Both', tags: [{ id: 1 }, { id: 2 }] })
  const untagged = item({ name: 'Untagged' })
  const menu = [vegan, spicy, both, untagged]

  it.each([
    { tags: [], found: ['Vegan', 'Spicy', 'Both', 'Untagged'] },
    { tags: [1], found: ['Vegan', 'Both'] },
    { tags: [2], found: ['Spicy', 'Both'] },
    { tags: [1, 2], found: ['Vegan', 'Spicy', 'Both'] },
    { tags: [3], found: [] },
  ])('SPEC §5 Search: tags $tags find $found (any selected tag matches, untagged excluded once tags are selected)', ({ tags, found }) => {
    expect(names(searchMenu(menu, { ...NO_FILTER, tags }))).toEqual(found)
  })
})

describe('SPEC §5 Search: allergen filter', () => {
  const gluten = item({ name: 'Gluten', allergentags: [{ id: 1 }] })
  const milk = item({ name: 'Milk', allergentags: [{ id: 2 }] })
  const both = item({ name: 'Both', allergentags: [{ id: 1 }, { id: 2 }] })
  const free = item({ name: 'Free' })
  const menu = [gluten, milk, both, free]

  it.each([
    { allergens: [], found: ['Gluten', 'Milk', 'Both', 'Free'] },
    { allergens: [1], found: ['Milk', 'Free'] },
    { allergens: [1, 2], found: ['Free'] },
    { allergens: [3], found: ['Gluten', 'Milk', 'Both', 'Free'] },
  ])('SPEC §5 Search: excluding allergens $allergens leaves $found', ({ allergens, found }) => {
    expect(names(searchMenu(menu, { ...NO_FILTER, allergens }))).toEqual(found)
  })

  it('SPEC §5 Search: query, tags and allergens combine', () => {
    const a = item({ name: 'Pasta al pesto', tags: [{ id: 7 }], allergentags: [{ id: 1 }] })
    const b = item({ name: 'Pasta al pomodoro', tags: [{ id: 7 }] })
    const c = item({ name: 'Pasta fredda' })
    expect(names(searchMenu([a, b, c], { query: 'pasta', tags: [7], allergens: [1] }))).toEqual(['Pasta al pomodoro'])
  })
})

describe('SPEC §3 Item: onlyspecial, buyable and extra items', () => {
  it.each([
    { buyable: 1 as const, onlyspecial: 0 as const, orderable: true },
    { buyable: 0 as const, onlyspecial: 0 as const, orderable: false },
    { buyable: 1 as const, onlyspecial: 1 as const, orderable: false },
    { buyable: true, onlyspecial: false, orderable: true },
  ])('SPEC §3 Item: buyable $buyable, onlyspecial $onlyspecial is orderable alone: $orderable', ({ buyable, onlyspecial, orderable }) => {
    expect(isOrderableAlone(item({ buyable, onlyspecial }))).toBe(orderable)
  })

  it('SPEC §3 Item: search leaves out onlyspecial items and keeps items shown but not buyable', () => {
    const menu = [item({ name: 'Combo only', onlyspecial: 1 }), item({ name: 'Shown only', buyable: 0 }), item({ name: 'Normal' })]
    expect(names(searchMenu(menu, NO_FILTER))).toEqual(['Shown only', 'Normal'])
  })

  it('SPEC §3 Item: the extra products are the orderable is_extra items, by order', () => {
    const menu = [
      item({ name: 'Second', is_extra: 1, order: 2 }),
      item({ name: 'Not extra', order: 0 }),
      item({ name: 'First', is_extra: true, order: 1 }),
      item({ name: 'Unbuyable', is_extra: 1, buyable: 0 }),
      item({ name: 'Combo only', is_extra: 1, onlyspecial: 1 }),
    ]
    expect(names(extraItems(menu))).toEqual(['First', 'Second'])
  })

  it.each([
    { menu: [] as MenuItem[], has: false },
    { menu: [item({ buyable: 0 }), item({ onlyspecial: 1 })], has: false },
    { menu: [item({ buyable: 0 }), item()], has: true },
  ])('SPEC §1: the cart is disabled without buyable entries (has buyable: $has)', ({ menu, has }) => {
    expect(hasBuyableEntries(menu)).toBe(has)
  })
})

// ---------------------------------------------------------------------------------------------
// Properties

const itemArb: fc.Arbitrary<MenuItem> = fc
  .record({
    id: fc.nat(),
    name: fc.string(),
    description: fc.option(fc.string(), { nil: null }),
    tags: fc.uniqueArray(fc.integer({ min: 1, max: 6 })),
    allergens: fc.uniqueArray(fc.integer({ min: 1, max: 6 })),
    ingredients: fc.array(fc.string(), { maxLength: 3 }),
    onlyspecial: fc.constantFrom<0 | 1>(0, 0, 1),
  })
  .map((r) =>
    item({
      id: r.id,
      name: r.name,
      description: r.description,
      tags: r.tags.map((id) => ({ id })),
      allergentags: r.allergens.map((id) => ({ id })),
      ingredients: r.ingredients.map((name) => ({ name })),
      onlyspecial: r.onlyspecial,
    }),
  )

const filterArb = fc.record({
  query: fc.oneof(fc.string(), fc.constantFrom('a', 'caffe', 'è', '')),
  tags: fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { maxLength: 3 }),
  allergens: fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { maxLength: 3 }),
})

describe('SPEC §5 Search: invariants', () => {
  it('SPEC §5 Search: never returns an item carrying an excluded allergen', () => {
    fc.assert(
      fc.property(fc.array(itemArb), filterArb, (items, filter) => {
        for (const found of searchMenu(items, filter)) {
          expect(found.allergentags.some((a) => filter.allergens.includes(a.id))).toBe(false)
        }
      }),
    )
  })

  it('SPEC §5 Search: with tags selected, every result carries one of them', () => {
    fc.assert(
      fc.property(fc.array(itemArb), filterArb, (items, filter) => {
        fc.pre(filter.tags.length > 0)
        for (const found of searchMenu(items, filter)) expect(found.tags.some((t) => filter.tags.includes(t.id))).toBe(true)
      }),
    )
  })

  it('SPEC §5 Search: results are a subsequence of the menu, and adding a word never finds more', () => {
    fc.assert(
      fc.property(fc.array(itemArb), filterArb, fc.string(), (items, filter, word) => {
        const found = searchMenu(items, filter)
        expect(found.every((f) => items.includes(f))).toBe(true)
        const narrower = searchMenu(items, { ...filter, query: `${filter.query} ${word}` })
        expect(narrower.every((n) => found.includes(n))).toBe(true)
      }),
    )
  })

  it('SPEC §5 Search: an item is found by its name typed in capitals without accents', () => {
    const letters = fc.constantFrom(...'aàáeèéiìoòóuùcçnñ AÀEÈÉOÒUÙ'.split(''))
    fc.assert(
      fc.property(fc.string({ unit: letters, minLength: 1 }), (name) => {
        const typed = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase()
        expect(matchesQuery(item({ name }), typed)).toBe(true)
      }),
    )
  })
})
