import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { unitPriceOf } from '../../domain/cartLine'
import { variantGroupsOf, type MenuItem, type MenuVariantGroup, type VariantItem } from '../../domain/menuTypes'
import { MESSAGES } from '../../domain/messages'
import {
  choose,
  formatItemsLimit,
  groupPrompt,
  groupRules,
  isSelectionValid,
  lineSnapshotOf,
  picksAt,
  requiredLabel,
  selectionFromChosen,
  setQuantity,
  startSelection,
  toChosenVariantGroups,
  unchoose,
  visibleGroups,
  type GroupPath,
  type VariantSelection,
} from '../../domain/variants'
import { offeredOptions, offersOptions, plainLineOf } from '../../domain/offeredOptions'
import { menuItem } from '../support/menu'

const option = (id: number, over: Partial<VariantItem> = {}): VariantItem => ({
  id,
  name: `Option ${id}`,
  name_orig: `Opzione ${id}`,
  pricemodifier: 0,
  visible: 1,
  ...over,
})

const group = (id: number, over: Partial<MenuVariantGroup> = {}): MenuVariantGroup => ({
  id,
  name: `Group ${id}`,
  name_orig: `Gruppo ${id}`,
  items: [option(1), option(2), option(3)],
  ...over,
})

const item = (over: Partial<MenuItem> = {}): MenuItem => menuItem({ id: 7, name: 'Pizza', name_orig: 'Pizza', price: 800, order: 1, ...over })

const chooseAll = (selection: VariantSelection, path: GroupPath, ids: readonly number[]): VariantSelection =>
  ids.reduce((s, id) => choose(s, path, id), selection)

const pickedIds = (selection: VariantSelection, path: GroupPath): number[] => picksAt(selection, path).map((p) => p.optionId)

describe('SPEC §4 Variant selection: radio or checkbox', () => {
  it.each([
    { min: 1, max: 1, kind: 'radio' },
    { min: 0, max: 1, kind: 'checkbox' },
    { min: 1, max: 2, kind: 'checkbox' },
    { min: 2, max: 2, kind: 'checkbox' },
    { min: null, max: null, kind: 'checkbox' },
    { min: 0, max: 9999, kind: 'checkbox' },
  ])('SPEC §4 Variant selection: min $min, max $max is a $kind group', ({ min, max, kind }) => {
    expect(groupRules(group(1, { min_items: min, max_items: max })).kind).toBe(kind)
  })

  it('SPEC §4 Variant selection: a required group with max 1 behaves as a radio group (required forces min 1)', () => {
    expect(groupRules(group(1, { required: true, min_items: 0, max_items: 1 })).kind).toBe('radio')
  })
})

describe('SPEC §5 Variants: limits and their defaults', () => {
  it.each([
    { given: {}, min: 0, max: 1 },
    { given: { min_items: null, max_items: null }, min: 0, max: 1 },
    { given: { min_items: 2, max_items: 3 }, min: 2, max: 3 },
    { given: { max_items: 9999 }, min: 0, max: Number.POSITIVE_INFINITY },
    { given: { max_items: 0 }, min: 0, max: 1 },
    { given: { min_items: 3, max_items: 2 }, min: 3, max: 3 },
    { given: { min_items: -1 }, min: 0, max: 1 },
  ])('SPEC §5 Variants: $given gives min $min and max $max', ({ given, min, max }) => {
    const rules = groupRules(group(1, given))
    expect([rules.min, rules.max]).toEqual([min, max])
  })

  it.each([
    [9999, '*'],
    [10000, '*'],
    [9998, '9998'],
    [1, '1'],
  ])('SPEC §5 Variants: max_items %i is shown as %s', (value, shown) => {
    expect(formatItemsLimit(value)).toBe(shown)
  })

  it('SPEC §5 Variants: min is capped at what the offered options can give, so the guest is never stuck', () => {
    const rules = groupRules(group(1, { min_items: 3, max_items: 3, items: [option(1), option(2), option(3, { visible: 0 })] }))
    expect([rules.min, rules.max]).toEqual([2, 3])
  })
})

describe('SPEC §5 Variants: required label', () => {
  it.each([
    { required: true, min: 0, label: true },
    { required: 1 as const, min: null, label: true },
    { required: false, min: 1, label: true },
    { required: 0 as const, min: 2, label: true },
    { required: false, min: 0, label: false },
    { required: null, min: null, label: false },
  ])('SPEC §5 Variants: required $required with min_items $min is labelled: $label', ({ required, min, label }) => {
    const shown = requiredLabel(group(1, { required, min_items: min, max_items: 3 }))
    expect(shown).toEqual(label ? { key: 'variants.required', params: {} } : null)
    if (shown) expect(MESSAGES[shown.key]).toBe('obbligatorio')
  })
})

describe('SPEC §5 Variants: prompts', () => {
  it.each([
    { min: 1, max: 1, key: 'variants.chooseOne', params: {} },
    { min: 2, max: 2, key: 'variants.chooseExactly', params: { '0': '2' } },
    { min: 3, max: 3, key: 'variants.chooseExactly', params: { '0': '3' } },
    { min: 0, max: 1, key: 'variants.chooseAtMostOne', params: {} },
    { min: 0, max: 2, key: 'variants.chooseAtMost', params: { '0': '2' } },
    { min: 0, max: 9999, key: 'variants.chooseAtMost', params: { '0': '*' } },
    { min: 1, max: 2, key: 'variants.chooseBetween', params: { '0': '1', '1': '2' } },
    { min: 2, max: 9999, key: 'variants.chooseBetween', params: { '0': '2', '1': '*' } },
  ])('SPEC §5 Variants: min $min, max $max prompts $key', ({ min, max, key, params }) => {
    const prompt = groupPrompt(group(1, { min_items: min, max_items: max, items: [1, 2, 3, 4].map((id) => option(id)) }))
    expect(prompt).toEqual({ key, params })
    expect(MESSAGES).toHaveProperty(prompt.key)
  })

  it('SPEC §5 Variants: the prompt follows the effective limits (required with min 0 asks for one option)', () => {
    expect(groupPrompt(group(1, { required: true, min_items: 0, max_items: 1 })).key).toBe('variants.chooseOne')
  })
})

describe('SPEC §4 Variant selection: options with visible 0 are never offered', () => {
  const hidden = group(1, { max_items: 3, items: [option(1), option(2, { visible: 0 }), option(3, { visible: false })] })

  it('SPEC §4 Variant selection: only visible options are offered', () => {
    expect(offeredOptions(hidden).map((o) => o.id)).toEqual([1])
  })

  it.each([2, 3])('SPEC §4 Variant selection: choosing hidden option %i changes nothing', (id) => {
    const start = startSelection([hidden])
    expect(choose(start, [1], id)).toBe(start)
    expect(setQuantity(start, [1], id, 1)).toBe(start)
  })

  it('SPEC §4 Variant selection: a group offering no option is not shown and does not block confirm', () => {
    const empty = group(2, { min_items: 1, items: [option(1, { visible: 0 })] })
    const selection = startSelection([empty])
    expect(visibleGroups(selection)).toEqual([])
    expect(isSelectionValid(selection)).toBe(true)
  })
})

describe('SPEC §4 Variant selection: over-selection drops the earliest choice', () => {
  it.each([
    { max: 1, chosen: [1, 2], kept: [2] },
    { max: 1, chosen: [1, 1], kept: [1] },
    { max: 2, chosen: [1, 2], kept: [1, 2] },
    { max: 2, chosen: [1, 2, 3], kept: [2, 3] },
    { max: 3, chosen: [1, 2, 3], kept: [1, 2, 3] },
    { max: 2, chosen: [1, 2, 3, 1], kept: [3, 1] },
    { max: 9999, chosen: [1, 2, 3], kept: [1, 2, 3] },
  ])('SPEC §4 Variant selection: max $max, choosing $chosen keeps $kept', ({ max, chosen, kept }) => {
    const selection = chooseAll(startSelection([group(1, { max_items: max })]), [1], chosen)
    expect(pickedIds(selection, [1])).toEqual(kept)
  })

  it('SPEC §4 Variant selection: unchoose removes an option', () => {
    const selection = chooseAll(startSelection([group(1, { max_items: 3 })]), [1], [1, 2])
    expect(pickedIds(unchoose(selection, [1], 1), [1])).toEqual([2])
    expect(unchoose(selection, [1], 3)).toBe(selection)
  })

  it('SPEC §4 Variant selection: the selection is immutable', () => {
    const start = startSelection([group(1, { max_items: 3 })])
    const after = choose(start, [1], 1)
    expect(picksAt(start, [1])).toEqual([])
    expect(pickedIds(after, [1])).toEqual([1])
  })
})

describe('SPEC §4 Variant selection: multi_max quantities', () => {
  const multi = (max: number, multiMax: number): MenuVariantGroup => group(1, { min_items: 0, max_items: max, multi_max: multiMax })
  const quantities = (selection: VariantSelection): Array<[number, number]> =>
    picksAt(selection, [1]).map((p) => [p.optionId, p.quantity])

  it.each([
    { multiMax: 2, times: 1, quantity: 1 },
    { multiMax: 2, times: 2, quantity: 2 },
    { multiMax: 2, times: 3, quantity: 2 },
    { multiMax: 9999, times: 4, quantity: 4 },
  ])('SPEC §4 Variant selection: choosing an option $times times with multi_max $multiMax gives quantity $quantity', ({ multiMax, times, quantity }) => {
    const selection = chooseAll(startSelection([multi(9999, multiMax)]), [1], Array<number>(times).fill(1))
    expect(quantities(selection)).toEqual([[1, quantity]])
  })

  it.each([
    { multiMax: 0, withQuantities: false },
    { multiMax: 1, withQuantities: false },
    { multiMax: 2, withQuantities: true },
  ])('SPEC §4 Variant selection: multi_max $multiMax gives quantities: $withQuantities', ({ multiMax, withQuantities }) => {
    expect(groupRules(multi(5, multiMax)).withQuantities).toBe(withQuantities)
  })

  it.each([
    { wanted: 2, quantity: 2 },
    { wanted: 3, quantity: 3 },
    { wanted: 4, quantity: 3 },
    { wanted: 0, quantity: 0 },
    { wanted: -2, quantity: 0 },
  ])('SPEC §4 Variant selection: setQuantity $wanted with multi_max 3 gives $quantity', ({ wanted, quantity }) => {
    const selection = setQuantity(startSelection([multi(9999, 3)]), [1], 1, wanted)
    expect(quantities(selection)).toEqual(quantity === 0 ? [] : [[1, quantity]])
  })

  it.each([
    { other: 1, wanted: 3, quantity: 3 },
    { other: 2, wanted: 3, quantity: 2 },
    { other: 4, wanted: 3, quantity: 0 },
  ])('SPEC §4 Variant selection: with max_items 4 and another option at $other, setQuantity $wanted gives $quantity', ({ other, wanted, quantity }) => {
    const start = setQuantity(startSelection([multi(4, 5)]), [1], 1, other)
    const selection = setQuantity(start, [1], 2, wanted)
    expect(picksAt(selection, [1]).find((p) => p.optionId === 2)?.quantity ?? 0).toBe(quantity)
    expect(picksAt(selection, [1]).find((p) => p.optionId === 1)?.quantity).toBe(other)
  })

  it('SPEC §4 Variant selection: choosing past max_items takes one unit from the earliest option', () => {
    let selection = setQuantity(startSelection([multi(3, 3)]), [1], 1, 2)
    selection = choose(selection, [1], 2)
    expect(quantities(selection)).toEqual([[1, 2], [2, 1]])
    selection = choose(selection, [1], 2)
    expect(quantities(selection)).toEqual([[1, 1], [2, 2]])
    selection = choose(selection, [1], 2)
    expect(quantities(selection)).toEqual([[2, 3]])
    expect(choose(selection, [1], 2)).toBe(selection)
  })

  it.each([
    { quantity: 2, valid: false },
    { quantity: 3, valid: true },
  ])('SPEC §4 Variant selection: min 3 counts quantities; one option at $quantity is valid: $valid', ({ quantity, valid }) => {
    const selection = setQuantity(startSelection([group(1, { min_items: 3, max_items: 3, multi_max: 3 })]), [1], 1, quantity)
    expect(isSelectionValid(selection)).toBe(valid)
  })
})

describe('SPEC §4 Variant selection: child groups', () => {
  const cooking = group(20, { min_items: 1, max_items: 1, items: [option(21), option(22)] })
  const sauce = group(30, { min_items: 1, max_items: 1, items: [option(31), option(32, { child: cooking })] })
  const main = group(10, { min_items: 1, max_items: 1, items: [option(11, { child: sauce }), option(12, { child: cooking }), option(13)] })
  const start = startSelection([main])
  const shownPaths = (selection: VariantSelection): string[] => visibleGroups(selection).map((g) => g.path.join('/'))

  it('SPEC §4 Variant selection: before any choice only the item groups are shown', () => {
    expect(shownPaths(start)).toEqual(['10'])
  })

  it("SPEC §4 Variant selection: choosing an option shows its child group and hides the others'", () => {
    expect(shownPaths(choose(start, [10], 11))).toEqual(['10', '10/11/30'])
    expect(shownPaths(choose(start, [10], 12))).toEqual(['10', '10/12/20'])
    expect(shownPaths(choose(start, [10], 13))).toEqual(['10'])
  })

  it('SPEC §4 Variant selection: confirm waits for the chosen child group, down to grandchildren', () => {
    const withMain = choose(start, [10], 11)
    expect(isSelectionValid(withMain)).toBe(false)
    const withSauce = choose(withMain, [10, 11, 30], 32)
    expect(shownPaths(withSauce)).toEqual(['10', '10/11/30', '10/11/30/32/20'])
    expect(isSelectionValid(withSauce)).toBe(false)
    expect(isSelectionValid(choose(withSauce, [10, 11, 30, 32, 20], 21))).toBe(true)
  })

  it('SPEC §4 Variant selection: a hidden child group cannot be chosen in', () => {
    expect(choose(start, [10, 11, 30], 31)).toBe(start)
  })

  it('SPEC §4 Variant selection: swapping the parent option forgets the choices of the hidden child group', () => {
    const chosen = choose(choose(start, [10], 11), [10, 11, 30], 31)
    const swapped = choose(chosen, [10], 12)
    expect(picksAt(swapped, [10, 11, 30])).toEqual([])
    const back = choose(swapped, [10], 11)
    expect(isSelectionValid(back)).toBe(false)
  })
})

describe('SPEC §4 Variant selection, §5 Variants: confirm only within min..max', () => {
  it.each([
    { min: 1, max: 1, count: 0, valid: false },
    { min: 1, max: 1, count: 1, valid: true },
    { min: 2, max: 3, count: 1, valid: false },
    { min: 2, max: 3, count: 2, valid: true },
    { min: 2, max: 3, count: 3, valid: true },
    { min: 0, max: 2, count: 0, valid: true },
    { min: 0, max: 2, count: 2, valid: true },
  ])('SPEC §4 Variant selection: min $min, max $max with $count chosen is valid: $valid', ({ min, max, count, valid }) => {
    const selection = chooseAll(startSelection([group(1, { min_items: min, max_items: max })]), [1], [1, 2, 3].slice(0, count))
    expect(isSelectionValid(selection)).toBe(valid)
  })

  it.each([
    { count: 0, valid: false },
    { count: 1, valid: true },
  ])('SPEC §5 Variants: a group flagged required with min_items 0 and $count chosen is valid: $valid', ({ count, valid }) => {
    const selection = chooseAll(startSelection([group(1, { required: 1, min_items: 0, max_items: 2 })]), [1], [1].slice(0, count))
    expect(isSelectionValid(selection)).toBe(valid)
  })

  it('SPEC §4 Variant selection: every group must be satisfied', () => {
    const groups = [group(1, { min_items: 1 }), group(2, { min_items: 1 })]
    const one = choose(startSelection(groups), [1], 1)
    expect(isSelectionValid(one)).toBe(false)
    expect(toChosenVariantGroups(one)).toBeNull()
    expect(isSelectionValid(choose(one, [2], 3))).toBe(true)
  })
})

describe('SPEC §3 Cart line: the chosen groups of a valid selection', () => {
  const groups = [
    group(1, {
      max_items: 3,
      multi_max: 2,
      items: [option(1, { pricemodifier: 150 }), option(2, { pricemodifier: 50 }), option(3, { pricemodifier: 0, child: group(9, { items: [option(91)] }) })],
    }),
    group(2, { max_items: 2 }),
  ]

  it('SPEC §3 Cart line: options in menu order with their names, modifiers and quantities; empty groups left out', () => {
    let selection = startSelection(groups)
    selection = choose(selection, [1], 2)
    selection = setQuantity(selection, [1], 1, 2)
    expect(toChosenVariantGroups(selection)).toEqual([
      {
        id: 1,
        name: 'Group 1',
        name_orig: 'Gruppo 1',
        optionsselected: [
          { id: 1, name: 'Option 1', name_orig: 'Opzione 1', pricemodifier: 150, quantity: 2 },
          { id: 2, name: 'Option 2', name_orig: 'Opzione 2', pricemodifier: 50, quantity: 1 },
        ],
      },
    ])
  })

  it('SPEC §3 Cart line: a chosen child group follows its parent as a group of its own', () => {
    const selection = choose(choose(startSelection(groups), [1], 3), [1, 3, 9], 91)
    expect(toChosenVariantGroups(selection)?.map((g) => [g.id, g.optionsselected.map((o) => o.id)])).toEqual([
      [1, [3]],
      [9, [91]],
    ])
  })

  it.each([
    { price: 800, expected: 800 + 150 * 2 + 50 },
    { price: null, expected: 150 * 2 + 50 },
  ])('SPEC §9: a configured line with item price $price costs $expected (modifiers times quantity, missing price 0)', ({ price, expected }) => {
    let selection = setQuantity(startSelection(groups), [1], 1, 2)
    selection = choose(selection, [1], 2)
    const snapshot = lineSnapshotOf(item({ price }), selection, 'no onions')
    expect(snapshot && unitPriceOf(snapshot)).toBe(expected)
    expect(snapshot?.notes).toBe('no onions')
  })

  it('SPEC §4 Variant selection: no cart line from a selection that may not be confirmed', () => {
    expect(lineSnapshotOf(item(), startSelection([group(1, { min_items: 1 })]), '')).toBeNull()
  })

  it('SPEC §4 Variant selection: edit mode restores the selection a line was made from', () => {
    let selection = setQuantity(startSelection(groups), [1], 1, 2)
    selection = choose(choose(selection, [1], 3), [1, 3, 9], 91)
    selection = choose(selection, [2], 2)
    const chosen = toChosenVariantGroups(selection)!
    expect(toChosenVariantGroups(selectionFromChosen(groups, chosen))).toEqual(chosen)
  })

  it('SPEC §4 Variant selection: edit mode leaves out options the menu no longer offers', () => {
    const chosen = toChosenVariantGroups(chooseAll(startSelection([group(2, { max_items: 2 })]), [2], [1, 2]))!
    const today = [group(2, { max_items: 2, items: [option(1), option(2, { visible: 0 }), option(3)] })]
    expect(pickedIds(selectionFromChosen(today, chosen), [2])).toEqual([1])
  })
})

// ---------------------------------------------------------------------------------------------
// Properties

const optionArb = (id: number): fc.Arbitrary<VariantItem> =>
  fc.record({ visible: fc.constantFrom<0 | 1>(0, 1, 1, 1), pricemodifier: fc.integer({ min: -500, max: 500 }) }).map((o) => option(id, o))

const groupArb: fc.Arbitrary<MenuVariantGroup> = fc
  .record({
    size: fc.integer({ min: 1, max: 5 }),
    min: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
    max: fc.option(fc.oneof(fc.integer({ min: 1, max: 4 }), fc.constant(9999)), { nil: null }),
    multi: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
    required: fc.boolean(),
  })
  .chain(({ size, min, max, multi, required }) =>
    fc
      .tuple(...Array.from({ length: size }, (_, i) => optionArb(i + 1)))
      .map((items) => group(1, { min_items: min, max_items: max, multi_max: multi, required, items })),
  )

type Action = { kind: 'choose' | 'unchoose' | 'set'; optionId: number; quantity: number }
const actionArb: fc.Arbitrary<Action> = fc.record({
  kind: fc.constantFrom<Action['kind']>('choose', 'choose', 'unchoose', 'set'),
  optionId: fc.integer({ min: 1, max: 6 }),
  quantity: fc.integer({ min: -1, max: 5 }),
})

const play = (g: MenuVariantGroup, actions: readonly Action[]): VariantSelection =>
  actions.reduce((s, a) => {
    if (a.kind === 'choose') return choose(s, [1], a.optionId)
    if (a.kind === 'unchoose') return unchoose(s, [1], a.optionId)
    return setQuantity(s, [1], a.optionId, a.quantity)
  }, startSelection([g]))

describe('SPEC §4 Variant selection: invariants', () => {
  it('SPEC §4 Variant selection: over-selection never exceeds max, nor multi_max per option, nor offers a hidden option', () => {
    fc.assert(
      fc.property(groupArb, fc.array(actionArb, { maxLength: 25 }), (g, actions) => {
        const rules = groupRules(g)
        const offered = new Set(offeredOptions(g).map((o) => o.id))
        const picks = picksAt(play(g, actions), [1])
        expect(picks.reduce((sum, p) => sum + p.quantity, 0)).toBeLessThanOrEqual(rules.max)
        for (const p of picks) {
          expect(p.quantity).toBeGreaterThanOrEqual(1)
          expect(p.quantity).toBeLessThanOrEqual(rules.perOptionMax)
          expect(offered.has(p.optionId)).toBe(true)
        }
      }),
    )
  })

  it('SPEC §4 Variant selection: a valid selection stays valid after dropping the earliest option and re-adding it', () => {
    fc.assert(
      fc.property(groupArb, fc.array(actionArb, { maxLength: 25 }), (g, actions) => {
        const selection = play(g, actions)
        const earliest = picksAt(selection, [1])[0]
        fc.pre(isSelectionValid(selection) && earliest !== undefined)
        const readded = setQuantity(unchoose(selection, [1], earliest!.optionId), [1], earliest!.optionId, earliest!.quantity)
        expect(isSelectionValid(readded)).toBe(true)
        expect(toChosenVariantGroups(readded)).toEqual(toChosenVariantGroups(selection))
      }),
    )
  })

  it('SPEC §4 Variant selection: a valid selection survives the round trip through the cart form (edit mode)', () => {
    fc.assert(
      fc.property(groupArb, fc.array(actionArb, { maxLength: 25 }), (g, actions) => {
        const chosen = toChosenVariantGroups(play(g, actions))
        fc.pre(chosen !== null)
        expect(toChosenVariantGroups(selectionFromChosen([g], chosen!))).toEqual(chosen)
      }),
    )
  })
})

describe('SPEC §4 Menu item card: what the card asks without the variant rules (issue #14)', () => {
  it('a card offers options exactly when the options popup would show a group to choose in', () => {
    fc.assert(
      fc.property(fc.array(groupArb, { maxLength: 3 }), fc.array(groupArb, { maxLength: 2 }), (own, shared) => {
        const item = menuItem({ menuentryvariants: own.map((g, i) => ({ ...g, id: i + 1 })), menuvariants: shared.map((g, i) => ({ ...g, id: i + 10 })) })
        expect(offersOptions(item)).toBe(visibleGroups(startSelection(variantGroupsOf(item))).length > 0)
      }),
    )
  })

  it("a card's + adds the line the options popup would make with nothing chosen and no note", () => {
    const item = menuItem({ id: 7, name: 'Acqua', price: 250 })
    expect(plainLineOf(item)).toEqual(lineSnapshotOf(item, startSelection([]), ''))
  })
})
