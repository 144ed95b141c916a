// Issue #14 (CLS ≤ 0.02): the first paint's Mantine stylesheets come in the order of Mantine's whole
// sheet. In another order a reset (UnstyledButton's padding 0) wins over a component's own rules
// (NavLink's padding) until the whole sheet arrives after hydration, and the menu's rows then grow:
// the à-la-carte menu shifted by 0.08.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = join(__dirname, '../../..')
const MANTINE = join(ROOT, 'node_modules/@mantine/core')

/** Where a component's rules start in Mantine's whole sheet: the position of its first class selector. */
function positionInWholeSheet(component: string, whole: string): number {
  const own = readFileSync(join(MANTINE, `styles/${component}.layer.css`), 'utf8')
  const selector = own.match(/\.m_[0-9a-f]+/)?.[0]
  if (!selector) throw new Error(`${component}.layer.css has no class selector`)
  return whole.indexOf(selector)
}

describe('the first paint stylesheets (src/shell/styles/firstPaint.ts)', () => {
  it("import Mantine's component sheets in the order of its whole sheet", () => {
    const source = readFileSync(join(ROOT, 'src/shell/styles/firstPaint.ts'), 'utf8')
    const whole = readFileSync(join(MANTINE, 'styles.layer.css'), 'utf8')
    const global = new Set(['baseline', 'default-css-variables', 'global'])
    const components = [...source.matchAll(/import '@mantine\/core\/styles\/([\w-]+)\.layer\.css'/g)].map((match) => match[1]!).filter((name) => !global.has(name))
    expect(components.length).toBeGreaterThan(5)
    const positions = components.map((name) => positionInWholeSheet(name, whole))
    const inWholeOrder = [...components].sort((a, b) => positions[components.indexOf(a)]! - positions[components.indexOf(b)]!)
    expect(components).toEqual(inWholeOrder)
  })
})
