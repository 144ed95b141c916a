import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint()

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages.map((m) => m.ruleId ?? m.message)
}

describe('DESIGN §2 rooms: the lint check fails the build when the import rules are broken', () => {
  it.each([
    ['domain/x.ts', "import { replay } from '../projections/views'\nexport { replay }", 'no-restricted-imports'],
    ['domain/x.ts', 'export const now = Date.now()', 'no-restricted-properties'],
    ['domain/x.ts', 'export const id = Math.random()', 'no-restricted-properties'],
    ['events/x.ts', 'export const d = new Date()', 'no-restricted-syntax'],
    ['events/x.ts', "export const v = localStorage.getItem('k')", 'no-restricted-globals'],
    ['projections/cartish.ts', "import { of } from 'rxjs'\nexport { of }", 'no-restricted-imports'],
    ['projections/x.ts', "import { x } from '../commands/bus'\nexport { x }", 'no-restricted-imports'],
    ['commands/cart.ts', 'export const t = Date.now()', 'no-restricted-properties'],
    ['commands/order.ts', 'export const f = () => fetch(\'/x\')', 'no-restricted-globals'],
    ['commands/cart.ts', "import React from 'react'\nexport { React }", 'no-restricted-imports'],
    ['src/x.ts', "import { x } from '../server/app'\nexport { x }", 'no-restricted-imports'],
    ['src/x.ts', "import { x } from '../cli/main'\nexport { x }", 'no-restricted-imports'],
    ['server/x.ts', "import { x } from '../commands/bus'\nexport { x }", 'no-restricted-imports'],
  ])('%s: %s is refused', async (file, code, rule) => {
    expect(await problems(file, code)).toContain(rule)
  })

  it.each([
    ['projections/rx.ts', "import { of } from 'rxjs'\nexport { of }"],
    ['events/stores/y.ts', "export const v = localStorage.getItem('k')"],
    ['commands/bus.ts', 'export const t = Date.now()'],
    ['cli/x.ts', "import { replay } from '../projections/views'\nexport { replay }"],
  ])('%s: %s is allowed at the edges', async (file, code) => {
    expect(await problems(file, code)).toEqual([])
  })
})
