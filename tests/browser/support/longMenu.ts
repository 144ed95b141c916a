// A venue file's category filled up to a long menu (issue #14: the 300-item category of the web
// bench and of the server-rendered pages' browser test), on the file as JSON.

type MenuEntry = { id: number; name: string; description?: string | null; category_id: number; price: number; order: number }
type VenueJson = { full: Record<string, unknown>; light?: unknown }

/** Copies of the category's first item until it lists `items`; the file's count of buyable entries follows (api/venueFile.ts). */
export function fillCategory(file: VenueJson, categoryId: number, items: number): void {
  const entries = file.full.menuentries as MenuEntry[]
  const model = entries.find((entry) => entry.category_id === categoryId)
  if (!model) throw new Error(`no item in category ${categoryId}`)
  const added = items - entries.filter((entry) => entry.category_id === categoryId).length
  entries.push(
    ...Array.from({ length: added }, (_, index) => ({
      ...model,
      id: 5000 + index,
      name: `${model.name} ${index + 1}`,
      description: `${model.description ?? ''} (${index + 1})`,
      price: 5 + (index % 20),
      order: 100 + index,
    })),
  )
  ;(file.light as { buyableMenuEntriesCount: number }).buyableMenuEntriesCount += added
}
