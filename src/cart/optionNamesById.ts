import { variantGroupsOf, type MenuItem, type MenuVariantGroup } from '../../domain/menuTypes'

/** An item's options by id, with the names the menu gives them in the guest's language (child groups' too). */
export function optionNamesById(item: MenuItem | undefined): Map<number, string> {
  const names = new Map<number, string>()
  const visit = (group: MenuVariantGroup) => {
    for (const option of group.items) {
      names.set(option.id, option.name)
      if (option.child) visit(option.child)
    }
  }
  for (const group of item ? variantGroupsOf(item) : []) visit(group)
  return names
}
