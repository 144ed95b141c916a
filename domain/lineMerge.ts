/**
 * SPEC §4 Cart: "editing a line to match another merges them". One list operation for every
 * kind of cart line (item lines, special-menu lines): the edited line keeps its place unless it
 * now has the key of another line (its twin); then the two become one line, built by `merge`,
 * which keeps the earlier of the two places.
 */
export function editMergingTwin<L extends { readonly key: string }>(
  lines: readonly L[],
  key: string,
  /** The edited line, with its new key, from the line as it was. */
  edit: (line: L) => L,
  /** The one line that replaces the twin and the edited line. */
  merge: (twin: L, edited: L) => L,
): L[] {
  const index = lines.findIndex((line) => line.key === key)
  if (index === -1) return lines.slice()
  const edited = edit(lines[index]!)
  const twinIndex = lines.findIndex((line) => line.key === edited.key && line.key !== key)
  if (twinIndex === -1) {
    const next = lines.slice()
    next[index] = edited
    return next
  }
  const merged = merge(lines[twinIndex]!, edited)
  const keepAt = Math.min(index, twinIndex)
  const next: L[] = []
  lines.forEach((line, i) => {
    if (i === keepAt) next.push(merged)
    else if (i !== index && i !== twinIndex) next.push(line)
  })
  return next
}
