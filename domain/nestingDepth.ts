/**
 * How deeply arrays and objects nest in parsed JSON, measured without recursion (any depth is safe
 * to measure), up to `limit` + 1: past the limit the exact depth does not matter.
 */
export function nestingDepth(value: unknown, limit: number): number {
  let deepest = 0
  const stack: [unknown, number][] = [[value, 0]]
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!
    if (item === null || typeof item !== 'object') continue
    deepest = Math.max(deepest, depth + 1)
    if (deepest > limit) return deepest
    for (const child of Object.values(item)) stack.push([child, depth + 1])
  }
  return deepest
}
