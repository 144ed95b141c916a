// Issue #14 (CLS ≤ 0.02): the first paint's Mantine stylesheets come in the order of Mantine's whole
// sheet. In another order a reset (UnstyledButton's padding 0) wins over a component's own rules
// (NavLink's padding) until the whole sheet arrives after hydration, and the menu's rows then grow:
// the à-la-carte menu shifted by 0.08.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { RENDERED_SCREENS } from '../../../api/renderedPages'

const ROOT = join(__dirname, '../../..')
const MANTINE = join(ROOT, 'node_modules/@mantine/core')

/** Where a component's rules start in Mantine's whole sheet: the position of its first class selector. */
function positionInWholeSheet(component: string, whole: string): number {
  const own = readFileSync(join(MANTINE, `styles/${component}.layer.css`), 'utf8')
  const selector = own.match(/\.m_[0-9a-f]+/)?.[0]
  if (!selector) throw new Error(`${component}.layer.css has no class selector`)
  return whole.indexOf(selector)
}

/** The app's modules a module imports for their values (not types only), followed through the whole graph. */
function staticGraph(entries: readonly string[]): Set<string> {
  const seen = new Set<string>()
  const queue = entries.map((entry) => join(ROOT, entry))
  while (queue.length > 0) {
    const file = queue.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    const code = readFileSync(file, 'utf8')
    for (const match of code.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?'(\.[^']+)'/gm)) {
      const base = resolve(dirname(file), match[1]!)
      const found = ['.ts', '.tsx', ''].map((ext) => base + ext).find((path) => /\.tsx?$/.test(path) && existsSync(path))
      if (found) queue.push(found)
    }
  }
  return seen
}

/** The Mantine components a module takes from @mantine/core. */
function mantineComponents(file: string): string[] {
  const code = readFileSync(file, 'utf8')
  return [...code.matchAll(/import\s+\{([^}]*)\}\s+from\s+'@mantine\/core'/g)].flatMap((match) =>
    match[1]!
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '' && !name.startsWith('type ')),
  )
}

/** Sheets a component's own parts are styled by (Mantine builds them from other components). */
const PARTS: Record<string, string[]> = { Modal: ['ModalBase', 'Overlay', 'Paper', 'CloseButton'], Checkbox: ['InlineInput'], Radio: ['InlineInput'], TextInput: ['Input'], Textarea: ['Input'] }

/** The pages a guest lands on (api/renderedPages.ts RENDERED_VENUE_PAGE), with the app's entry. */
const LANDING = ['src/entry-client.tsx', ...RENDERED_SCREENS.map((screen) => `src/screens/${screen}.tsx`)]

describe('the first paint stylesheets (src/shell/styles/firstPaint.ts)', () => {
  it('style every Mantine component of the pages a guest lands on: the whole sheet waits for the first tap (issue #14)', () => {
    const source = readFileSync(join(ROOT, 'src/shell/styles/firstPaint.ts'), 'utf8')
    const imported = new Set([...source.matchAll(/import '@mantine\/core\/styles\/([\w-]+)\.layer\.css'/g)].map((match) => match[1]!))
    const used = new Set([...staticGraph(LANDING)].flatMap(mantineComponents).flatMap((name) => [name, ...(PARTS[name] ?? [])]))
    const styled = [...used].filter((name) => existsSync(join(MANTINE, `styles/${name}.layer.css`)))
    expect(styled.length).toBeGreaterThan(10)
    expect(styled.filter((name) => !imported.has(name)).sort()).toEqual([])
  })

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
