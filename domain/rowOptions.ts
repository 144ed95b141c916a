import type { ChosenOption, ChosenVariantGroup } from './cartLine'
import type { MenuItem, MenuVariantGroup } from './menuTypes'
import type { OrderSubitem } from './order'
import { groupRules, limitsText } from './variants'

/**
 * The options of an order row as the menu offers them (SPEC §9), read from its subitems: each
 * checked against the menu, and every group the guest had to answer within its min..max (SPEC §4
 * Variant selection, with the one reading of the limits in domain/variants): the top-level groups
 * always, a child group when its option was chosen. An option chosen n times is one choice of
 * quantity n, as the cart holds it. The server prices a row by it; the app names a placed order's
 * options by it, in the guest's language. `refused` says what the menu does not offer so.
 */
export function rowOptions(item: MenuItem, subitems: readonly OrderSubitem[]): { groups: ChosenVariantGroup[] } | { refused: string } {
  const chosenIn = new Map<number, number[]>()
  for (const sub of subitems) {
    if (chosenIn.has(sub.id)) return { refused: `option group ${sub.id} of "${item.name}" is listed twice` }
    chosenIn.set(sub.id, sub.chosen)
  }
  const groups: ChosenVariantGroup[] = []
  const visit = (group: MenuVariantGroup): string | null => {
    const chosen = chosenIn.get(group.id) ?? []
    const rules = groupRules(group)
    if (chosen.length < rules.min || chosen.length > rules.max) {
      return `"${group.name}" of "${item.name}" needs ${limitsText(rules)} choices, got ${chosen.length}`
    }
    const optionsselected: ChosenOption[] = []
    for (const optionId of new Set(chosen)) {
      const option = group.items.find((o) => o.id === optionId)
      if (!option || option.visible === 0 || option.visible === false) return `"${group.name}" has no option ${optionId}`
      const quantity = chosen.filter((id) => id === optionId).length
      if (quantity > rules.perOptionMax) return `"${option.name}" chosen too many times`
      optionsselected.push({ id: option.id, name: option.name, name_orig: option.name_orig, pricemodifier: option.pricemodifier, quantity })
    }
    groups.push({ id: group.id, name: group.name, name_orig: group.name_orig, optionsselected })
    for (const optionId of new Set(chosen)) {
      const child = group.items.find((o) => o.id === optionId)?.child
      const refused = child ? visit(child) : null
      if (refused !== null) return refused
    }
    return null
  }
  for (const group of [...(item.menuvariants ?? []), ...(item.menuentryvariants ?? [])]) {
    const refused = visit(group)
    if (refused !== null) return { refused }
  }
  const seen = new Set(groups.map((group) => group.id))
  for (const id of chosenIn.keys()) if (!seen.has(id)) return { refused: `"${item.name}" has no option group ${id}` }
  return { groups }
}
