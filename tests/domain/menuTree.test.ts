import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { categoryTree, drinksFirst, itemsOfCategory, offeredItems, topCategories, type CategoryNode } from '../../domain/menuTree'
import type { Category, MenuItem } from '../../domain/menuTypes'
import { menuItem } from '../support/menu'

const cat = (id: number, over: Partial<Category> = {}): Category => ({
  id,
  parent_id: 0,
  name: `C${id}`,
  name_orig: `C${id}`,
  order: 0,
  is_drink: 0,
  is_combo_menu: 0,
  visible: 1,
  ...over,
})

const ids = (categories: readonly Category[]): number[] => categories.map((c) => c.id)
const shape = (nodes: readonly CategoryNode[]): unknown[] =>
  nodes.map((n) => (n.children.length === 0 ? n.category.id : [n.category.id, shape(n.children)]))

describe('SPEC §3 Category, §9 Menu order: combo first, food and drinks by menuorderpref', () => {
  const food = cat(1, { order: 1 })
  const drink = cat(2, { is_drink: 1, order: 0 })
  const combo = cat(3, { is_combo_menu: 1, order: 9 })
  const comboDrink = cat(4, { is_combo_menu: 1, is_drink: 1, order: 8 })
  const food2 = cat(5, { order: 0 })
  const all = [food, drink, combo, comboDrink, food2]

  it.each([
    { pref: 0, order: [3, 4, 5, 1, 2], why: '0 puts food first' },
    { pref: null, order: [3, 4, 5, 1, 2], why: 'a missing preference is 0' },
    { pref: undefined, order: [3, 4, 5, 1, 2], why: 'an absent preference is 0' },
    { pref: 1, order: [4, 3, 2, 5, 1], why: '1 puts drinks first' },
    { pref: 2, order: [4, 3, 2, 5, 1], why: 'any other value puts drinks first' },
  ])('SPEC §9 Menu order: menuorderpref $pref gives $order ($why)', ({ pref, order }) => {
    expect(ids(topCategories(all, pref))).toEqual(order)
  })

  it.each([
    [0, false],
    [1, true],
    [null, false],
  ])('SPEC §3 Venue (full): menuorderpref %s means drinks first: %s', (pref, expected) => {
    expect(drinksFirst(pref)).toBe(expected)
  })

  it('SPEC §3 Category: equal order breaks ties by id', () => {
    expect(ids(topCategories([cat(9), cat(2), cat(5)], 0))).toEqual([2, 5, 9])
  })
})

describe('SPEC §3 Category: visible and the tree by parent_id', () => {
  it.each([
    { why: 'hidden categories are left out', categories: [cat(1), cat(2, { visible: 0 }), cat(3, { visible: false })], tree: [1] },
    { why: 'children hang under their parent, in order', categories: [cat(1), cat(11, { parent_id: 1, order: 2 }), cat(12, { parent_id: 1, order: 1 })], tree: [[1, [12, 11]]] },
    {
      why: 'grandchildren nest',
      categories: [cat(1), cat(11, { parent_id: 1 }), cat(111, { parent_id: 11 })],
      tree: [[1, [[11, [111]]]]],
    },
    { why: 'a hidden parent hides its subtree', categories: [cat(1, { visible: 0 }), cat(11, { parent_id: 1 }), cat(2)], tree: [2] },
    { why: 'a category whose parent is missing shows at the top', categories: [cat(11, { parent_id: 99 }), cat(1)], tree: [1, 11] },
    { why: 'a parent cycle never reaches the top', categories: [cat(1), cat(5, { parent_id: 6 }), cat(6, { parent_id: 5 })], tree: [1] },
    { why: 'a category that is its own parent shows at the top', categories: [cat(4, { parent_id: 4 })], tree: [4] },
  ])('SPEC §3 Category: $why', ({ categories, tree }) => {
    expect(shape(categoryTree(categories, 0))).toEqual(tree)
  })

  it('SPEC §3 Category: categories nested under children are read by their parent_id', () => {
    const nested = cat(1, { children: [cat(11, { parent_id: 1, order: 2 }), cat(12, { parent_id: 1, order: 1, children: [cat(121, { parent_id: 12 })] })] })
    expect(shape(categoryTree([nested, cat(2)], 0))).toEqual([[1, [[12, [121]], 11]], 2])
  })
})

describe('issue #12.11 what a hidden category holds is not on the menu (search, filters, item page, server)', () => {
  it('items of a hidden category, or of a category under a hidden one, are not offered; an unknown category hides nothing', () => {
    const categories = [cat(1), cat(2, { visible: 0 }), cat(3, { parent_id: 2 }), cat(4, { parent_id: 1 })]
    const items = [menuItem({ id: 10, category_id: 1 }), menuItem({ id: 20, category_id: 2 }), menuItem({ id: 30, category_id: 3 }), menuItem({ id: 40, category_id: 4 }), menuItem({ id: 50, category_id: 99 })]
    expect(offeredItems(items, categories).map((item) => item.id)).toEqual([10, 40, 50])
  })
})

describe('SPEC §3 Item: the items of a category', () => {
  const item = (id: number, over: Partial<MenuItem> = {}): MenuItem => menuItem({ id, name: `I${id}`, name_orig: `I${id}`, price: 100, ...over })

  it('SPEC §3 Item: by order then id, other categories and onlyspecial items left out, unbuyable kept', () => {
    const items = [item(3, { order: 2 }), item(1, { order: 2 }), item(2, { order: 1 }), item(4, { category_id: 2 }), item(5, { onlyspecial: 1 }), item(6, { buyable: 0, order: 3 })]
    expect(itemsOfCategory(items, 1).map((i) => i.id)).toEqual([2, 1, 3, 6])
  })
})

// ---------------------------------------------------------------------------------------------
// Properties

const categoriesArb: fc.Arbitrary<Category[]> = fc
  .uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 15 })
  .chain((idList) =>
    fc.tuple(
      ...idList.map((id) =>
        fc
          .record({
            parent: fc.oneof(fc.constant(0), fc.constantFrom(0, ...idList), fc.integer({ min: 31, max: 40 })),
            order: fc.integer({ min: 0, max: 5 }),
            is_drink: fc.constantFrom<0 | 1>(0, 1),
            is_combo_menu: fc.constantFrom<0 | 1>(0, 0, 1),
            visible: fc.constantFrom<0 | 1>(0, 1, 1),
          })
          .map((r) => cat(id, { parent_id: r.parent, order: r.order, is_drink: r.is_drink, is_combo_menu: r.is_combo_menu, visible: r.visible })),
      ),
    ),
  )

const flatten = (nodes: readonly CategoryNode[]): CategoryNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)])

describe('SPEC §3 Category: invariants', () => {
  it('SPEC §3 Category: the tree holds only visible categories, each at most once, under its own parent', () => {
    fc.assert(
      fc.property(categoriesArb, fc.constantFrom(0, 1), (categories, pref) => {
        const nodes = flatten(categoryTree(categories, pref))
        const seen = nodes.map((n) => n.category.id)
        expect(new Set(seen).size).toBe(seen.length)
        for (const node of nodes) {
          expect(node.category.visible).toBe(1)
          for (const child of node.children) expect(child.category.parent_id).toBe(node.category.id)
        }
      }),
    )
  })

  it('SPEC §3 Category: at every level no combo category follows a plain one, and no food follows a drink when food comes first', () => {
    fc.assert(
      fc.property(categoriesArb, (categories) => {
        const levels = [categoryTree(categories, 0), ...flatten(categoryTree(categories, 0)).map((n) => n.children)]
        for (const level of levels) {
          for (let i = 1; i < level.length; i++) {
            const [a, b] = [level[i - 1]!.category, level[i]!.category]
            expect(Boolean(!a.is_combo_menu && b.is_combo_menu)).toBe(false)
            if (a.is_combo_menu === b.is_combo_menu) expect(Boolean(a.is_drink && !b.is_drink)).toBe(false)
          }
        }
      }),
    )
  })
})
