import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { MenuItem, MenuVariantGroup, SpecialMenu, SpecialMenuCategory } from '../../domain/menuTypes'
import {
  canAddSpecialMenu,
  categoryRules,
  categoryStatuses,
  chooseEntry,
  picksIn,
  specialMenuSelectionFrom,
  startSpecialMenuSelection,
  toSpecialMenuSnapshot,
  unchooseEntry,
  type SpecialMenuSelection,
} from '../../domain/specialMenu'
import { specialMenuUnitPrice } from '../../domain/specialMenuLine'
import { menuItem } from '../support/menu'

const cooking: MenuVariantGroup = {
  id: 50,
  name: 'Cottura',
  name_orig: 'Cottura',
  min_items: 1,
  max_items: 1,
  items: [
    { id: 51, name: 'Rare', name_orig: 'Al sangue', pricemodifier: 0, visible: 1 },
    { id: 52, name: 'Well done', name_orig: 'Ben cotta', pricemodifier: 100, visible: 1 },
  ],
}

const entry = (id: number, withVariants = false): MenuItem =>
  menuItem({ id, name: `Entry ${id}`, name_orig: `Piatto ${id}`, order: id, onlyspecial: 1, menuentryvariants: withVariants ? [cooking] : [] })

const category = (id: number, min: number | null | undefined, selectable: number | null | undefined, entries: MenuItem[]): SpecialMenuCategory => ({
  id,
  min_selectableoptions: min,
  selectableoptions: selectable,
  menuentries: entries,
})

const plain = (...ids: number[]): MenuItem[] => ids.map((id) => entry(id))

const menuOf = (...categories: SpecialMenuCategory[]): SpecialMenu => ({ id: 9, name: 'Menu pranzo', price: 1500, specialcategories: categories })

const ids = (selection: SpecialMenuSelection, categoryId: number): number[] => picksIn(selection, categoryId).map((p) => p.item.id)

describe('SPEC §5 Special menu category: min, max and kind', () => {
  it.each([
    { why: 'min defaults to 1', min: undefined, sel: 2, entries: plain(1, 2, 3), rules: { min: 1, max: 2, kind: 'choice' } },
    { why: 'min null defaults to 1', min: null, sel: 3, entries: plain(1, 2, 3), rules: { min: 1, max: 3, kind: 'choice' } },
    { why: 'min 0 is optional', min: 0, sel: 2, entries: plain(1, 2, 3), rules: { min: 0, max: 2, kind: 'optional' } },
    { why: 'min = max = entries without variants is mandatory', min: 2, sel: 2, entries: plain(1, 2), rules: { min: 2, max: 2, kind: 'mandatory' } },
    {
      why: 'mandatory counts only the entries without variants',
      min: 2,
      sel: 2,
      entries: [entry(1), entry(2), entry(3, true)],
      rules: { min: 2, max: 2, kind: 'mandatory' },
    },
    {
      why: 'min = max = entry count (some with variants) is fully required',
      min: 2,
      sel: 2,
      entries: [entry(1), entry(2, true)],
      rules: { min: 2, max: 2, kind: 'fullyRequired' },
    },
    { why: 'one entry with variants to choose is fully required', min: 1, sel: 1, entries: [entry(1, true)], rules: { min: 1, max: 1, kind: 'fullyRequired' } },
    {
      why: 'min = max with more entries (all with variants) is a choice',
      min: 2,
      sel: 2,
      entries: [entry(1, true), entry(2, true), entry(3, true)],
      rules: { min: 2, max: 2, kind: 'choice' },
    },
    { why: 'min = max below the variantless count is a choice', min: 1, sel: 1, entries: plain(1, 2), rules: { min: 1, max: 1, kind: 'choice' } },
    { why: 'min above the entry count is capped', min: 3, sel: 3, entries: plain(1, 2), rules: { min: 2, max: 2, kind: 'mandatory' } },
    { why: 'a missing selectableoptions is max(min, 1)', min: 1, sel: null, entries: plain(1, 2), rules: { min: 1, max: 1, kind: 'choice' } },
    { why: 'selectableoptions 0 is max(min, 1)', min: 0, sel: 0, entries: plain(1, 2), rules: { min: 0, max: 1, kind: 'optional' } },
    { why: 'selectableoptions below min is raised to min', min: 2, sel: 1, entries: plain(1, 2, 3), rules: { min: 2, max: 2, kind: 'choice' } },
  ])('SPEC §5 Special menu category: $why', ({ min, sel, entries, rules }) => {
    expect(categoryRules(category(1, min, sel, entries))).toEqual(rules)
  })
})

describe('SPEC §4 Special menu: choosing beyond the maximum drops the oldest selection', () => {
  it.each([
    { max: 1, chosen: [1, 2], kept: [2] },
    { max: 2, chosen: [1, 2], kept: [1, 2] },
    { max: 2, chosen: [1, 2, 3], kept: [2, 3] },
    { max: 2, chosen: [1, 2, 3, 4], kept: [3, 4] },
    { max: 3, chosen: [1, 2, 3], kept: [1, 2, 3] },
    { max: 2, chosen: [1, 2, 1], kept: [1, 2] },
  ])('SPEC §4 Special menu: max $max, choosing $chosen keeps $kept', ({ max, chosen, kept }) => {
    const menu = menuOf(category(1, 1, max, plain(1, 2, 3, 4)))
    const selection = chosen.reduce((s, id) => chooseEntry(s, 1, id), startSpecialMenuSelection(menu))
    expect(ids(selection, 1)).toEqual(kept)
  })

  it('SPEC §4 Special menu: the drop stays inside the category', () => {
    const menu = menuOf(category(1, 1, 1, plain(1, 2)), category(2, 1, 1, plain(3, 4)))
    let selection = chooseEntry(startSpecialMenuSelection(menu), 2, 3)
    selection = chooseEntry(chooseEntry(selection, 1, 1), 1, 2)
    expect([ids(selection, 1), ids(selection, 2)]).toEqual([[2], [3]])
  })

  it('SPEC §4 Special menu: an entry of another category, or unknown, is refused', () => {
    const start = startSpecialMenuSelection(menuOf(category(1, 1, 1, plain(1)), category(2, 1, 1, plain(2))))
    expect(chooseEntry(start, 1, 2)).toBe(start)
    expect(chooseEntry(start, 3, 1)).toBe(start)
  })

  it('SPEC §4 Special menu: unchoose removes the entry', () => {
    const selection = chooseEntry(startSpecialMenuSelection(menuOf(category(1, 0, 2, plain(1, 2)))), 1, 1)
    expect(ids(unchooseEntry(selection, 1, 1), 1)).toEqual([])
  })
})

describe('SPEC §4 Special menu: add only when every category meets its rule and not all are empty', () => {
  const menu = menuOf(category(1, 1, 2, plain(11, 12, 13)), category(2, 0, 2, plain(21, 22)))
  const choose = (picks: Array<[number, number]>): SpecialMenuSelection =>
    picks.reduce((s, [c, id]) => chooseEntry(s, c, id), startSpecialMenuSelection(menu))

  it.each([
    { picks: [] as Array<[number, number]>, addable: false },
    { picks: [[2, 21]] as Array<[number, number]>, addable: false },
    { picks: [[1, 11]] as Array<[number, number]>, addable: true },
    { picks: [[1, 11], [1, 12]] as Array<[number, number]>, addable: true },
    { picks: [[1, 11], [2, 21], [2, 22]] as Array<[number, number]>, addable: true },
  ])('SPEC §4 Special menu: choosing $picks may be added: $addable', ({ picks, addable }) => {
    const selection = choose(picks)
    expect(canAddSpecialMenu(selection)).toBe(addable)
    expect(toSpecialMenuSnapshot(selection) !== null).toBe(addable)
  })

  it('SPEC §4 Special menu: a menu of optional categories left all empty cannot be added', () => {
    const optional = startSpecialMenuSelection(menuOf(category(1, 0, 1, plain(1)), category(2, 0, 1, plain(2))))
    expect(categoryStatuses(optional).every((s) => s.satisfied)).toBe(true)
    expect(canAddSpecialMenu(optional)).toBe(false)
    expect(canAddSpecialMenu(chooseEntry(optional, 2, 2))).toBe(true)
  })
})

describe('SPEC §5 Special menu category: mandatory and fully required categories', () => {
  const mandatory = category(1, 2, 2, [entry(11), entry(12), entry(13, true)])
  const fullyRequired = category(2, 2, 2, [entry(21), entry(22, true)])
  const menu = menuOf(mandatory, fullyRequired)
  const start = startSpecialMenuSelection(menu)
  const rare = { id: 50, name: 'Cottura', name_orig: 'Cottura', optionsselected: [{ id: 51, name: '', name_orig: '', pricemodifier: 0, quantity: 1 }] }

  it('SPEC §5 Special menu category: the entries without variants of mandatory and fully required categories start chosen', () => {
    expect([ids(start, 1), ids(start, 2)]).toEqual([[11, 12], [21]])
  })

  it('SPEC §5 Special menu category: a mandatory preset may be swapped for an entry with variants (the oldest is dropped)', () => {
    expect(canAddSpecialMenu(chooseEntry(start, 2, 22, [rare]))).toBe(true)
    const swapped = chooseEntry(start, 1, 13, [rare])
    expect(ids(swapped, 1)).toEqual([12, 13])
    expect(ids(unchooseEntry(start, 1, 11), 1)).toEqual([12])
  })

  it.each([
    { why: 'all entries without variants', cat: category(3, 2, 2, plain(31, 32)), removable: false },
    { why: 'one entry with variants', cat: category(3, 2, 2, [entry(31), entry(32, true)]), removable: false },
    { why: 'more entries than required', cat: category(3, 2, 2, [entry(31), entry(32), entry(33, true)]), removable: true },
  ])('SPEC §5 Special menu category: a preset entry can be removed only when the category has a choice ($why)', ({ cat, removable }) => {
    const selection = startSpecialMenuSelection(menuOf(cat))
    expect(ids(selection, 3)).toContain(31)
    expect(unchooseEntry(selection, 3, 31) !== selection).toBe(removable)
  })

  it('SPEC §5 Special menu category: a fully required category needs every entry, the ones with variants configured', () => {
    expect(canAddSpecialMenu(start)).toBe(false)
    expect(unchooseEntry(start, 2, 21)).toBe(start)
    const configured = chooseEntry(start, 2, 22, [
      { id: 50, name: 'Cottura', name_orig: 'Cottura', optionsselected: [{ id: 52, name: 'x', name_orig: 'x', pricemodifier: 0, quantity: 1 }] },
    ])
    expect(ids(configured, 2)).toEqual([21, 22])
    expect(canAddSpecialMenu(configured)).toBe(true)
  })
})

describe('SPEC §3 Special menu: the cart snapshot', () => {
  const menu = menuOf(category(1, 1, 1, [entry(10), entry(11), entry(12, true)]), category(2, 0, 2, plain(21, 22)))
  const wellDone = [{ id: 50, name: 'Cottura', name_orig: 'Cottura', optionsselected: [{ id: 52, name: '?', name_orig: '?', pricemodifier: 999, quantity: 1 }] }]

  it('SPEC §4 Special menu: entries come in category order, then oldest first; option names and prices come from the menu', () => {
    let selection = chooseEntry(startSpecialMenuSelection(menu), 2, 22)
    selection = chooseEntry(selection, 2, 21)
    selection = chooseEntry(selection, 1, 12, wellDone)
    const snapshot = toSpecialMenuSnapshot(selection)!
    expect(snapshot.menuentries.map((e) => [e.specialmenucategoryid, e.item.id])).toEqual([
      [1, 12],
      [2, 22],
      [2, 21],
    ])
    expect(snapshot.menuentries[0]!.menuentryvariants[0]!.optionsselected[0]).toEqual({ id: 52, name: 'Well done', name_orig: 'Ben cotta', pricemodifier: 100, quantity: 1 })
    expect([snapshot.specialMenuId, snapshot.name, snapshot.price]).toEqual([9, 'Menu pranzo', 1500])
    expect(specialMenuUnitPrice(snapshot)).toBe(1600)
  })

  it('SPEC §4 Variant selection: an entry whose options are not a valid selection is refused', () => {
    const start = startSpecialMenuSelection(menu)
    expect(chooseEntry(start, 1, 12)).toBe(start)
    expect(chooseEntry(start, 1, 12, [])).toBe(start)
  })

  it('SPEC §4 Special menu: choosing a chosen entry again replaces its options and keeps its place', () => {
    const rare = [{ ...wellDone[0]!, optionsselected: [{ ...wellDone[0]!.optionsselected[0]!, id: 51 }] }]
    const twoCategory = menuOf(category(1, 1, 2, [entry(11), entry(12, true)]))
    let selection = chooseEntry(startSpecialMenuSelection(twoCategory), 1, 12, wellDone)
    selection = chooseEntry(selection, 1, 11)
    selection = chooseEntry(selection, 1, 12, rare)
    expect(ids(selection, 1)).toEqual([12, 11])
    expect(picksIn(selection, 1)[0]!.menuentryvariants[0]!.optionsselected.map((o) => o.id)).toEqual([51])
  })

  it('SPEC §4 Variant selection: edit mode restores the selection a snapshot was made from', () => {
    let selection = chooseEntry(startSpecialMenuSelection(menu), 1, 12, wellDone)
    selection = chooseEntry(selection, 2, 21)
    const snapshot = toSpecialMenuSnapshot(selection)!
    expect(toSpecialMenuSnapshot(specialMenuSelectionFrom(menu, snapshot))).toEqual(snapshot)
  })
})

// ---------------------------------------------------------------------------------------------
// Properties

const categoryArb = (id: number): fc.Arbitrary<SpecialMenuCategory> =>
  fc
    .record({
      min: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
      sel: fc.option(fc.integer({ min: 0, max: 4 }), { nil: null }),
      entries: fc.array(fc.boolean(), { minLength: 1, maxLength: 4 }),
    })
    .map(({ min, sel, entries }) => category(id, min, sel, entries.map((withVariants, i) => entry(id * 10 + i, withVariants))))

const menuArb: fc.Arbitrary<SpecialMenu> = fc
  .integer({ min: 1, max: 3 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => categoryArb(i + 1))))
  .map((categories) => menuOf(...categories))

type Step = { remove: boolean; categoryId: number; index: number; cooking: 0 | 51 | 52 }
const stepArb: fc.Arbitrary<Step> = fc.record({
  remove: fc.boolean(),
  categoryId: fc.integer({ min: 1, max: 3 }),
  index: fc.integer({ min: 0, max: 3 }),
  cooking: fc.constantFrom<0 | 51 | 52>(0, 51, 52),
})

const play = (menu: SpecialMenu, steps: readonly Step[]): SpecialMenuSelection =>
  steps.reduce((s, step) => {
    const itemId = step.categoryId * 10 + step.index
    if (step.remove) return unchooseEntry(s, step.categoryId, itemId)
    const options =
      step.cooking === 0 ? [] : [{ id: 50, name: '', name_orig: '', optionsselected: [{ id: step.cooking, name: '', name_orig: '', pricemodifier: 0, quantity: 1 }] }]
    return chooseEntry(s, step.categoryId, itemId, options)
  }, startSpecialMenuSelection(menu))

describe('SPEC §4 Special menu: invariants', () => {
  it('SPEC §4 Special menu: a category never holds more than its maximum, nor an entry twice', () => {
    fc.assert(
      fc.property(menuArb, fc.array(stepArb, { maxLength: 20 }), (menu, steps) => {
        const selection = play(menu, steps)
        for (const status of categoryStatuses(selection)) {
          expect(status.count).toBeLessThanOrEqual(status.rules.max)
          const chosen = ids(selection, status.category.id)
          expect(new Set(chosen).size).toBe(chosen.length)
        }
      }),
    )
  })

  it('SPEC §5 Special menu category: a mandatory category of entries without variants always meets its rule', () => {
    fc.assert(
      fc.property(menuArb, fc.array(stepArb, { maxLength: 20 }), (menu, steps) => {
        const selection = play(menu, steps)
        for (const status of categoryStatuses(selection)) {
          const allPlain = status.category.menuentries.every((e) => (e.menuentryvariants ?? []).length === 0)
          if (status.rules.kind === 'mandatory' && allPlain) expect(status.satisfied).toBe(true)
        }
      }),
    )
  })

  it('SPEC §4 Special menu: a snapshot exists exactly when every category is within min..max and one is not empty', () => {
    fc.assert(
      fc.property(menuArb, fc.array(stepArb, { maxLength: 20 }), (menu, steps) => {
        const selection = play(menu, steps)
        const counts = menu.specialcategories.map((c) => ({ n: picksIn(selection, c.id).length, rules: categoryRules(c) }))
        const expected = counts.every(({ n, rules }) => n >= rules.min && n <= rules.max) && counts.some(({ n }) => n > 0)
        expect(toSpecialMenuSnapshot(selection) !== null).toBe(expected)
      }),
    )
  })
})
