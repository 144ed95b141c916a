import { readdirSync, readFileSync, existsSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(__dirname, '../..')
const PRODUCTION_ROOMS = ['domain', 'events', 'projections', 'api', 'commands', 'src', 'server', 'cli']

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })
}

/** What a module needs at run time: static and dynamic imports and re-exports, not `import type` (erased). */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const specifiers = [
    ...[...text.matchAll(/^\s*import\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)].map((match) => match[1]!),
    ...[...text.matchAll(/^\s*export\s+(?!type\s)[^'"]*?\sfrom\s+['"]([^'"]+)['"]/gm)].map((match) => match[1]!),
    ...[...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => match[1]!),
  ]
  return specifiers.filter((specifier) => specifier.startsWith('.')).flatMap((specifier) => {
    const base = resolve(dirname(file), specifier)
    const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate))
    return found ? [found] : []
  })
}

/** Every circle of the graph, each once, as the files in import order (Tarjan's strongly connected components). */
function circles(graph: Map<string, string[]>): string[][] {
  let index = 0
  const indices = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (node: string) => {
    indices.set(node, index)
    low.set(node, index++)
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indices.get(next)!))
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.reverse())
    }
  }
  for (const node of graph.keys()) if (!indices.has(node)) visit(node)
  return found
}

describe('DESIGN §2: no import circle in the product', () => {
  it('no module needs, through its imports, itself', () => {
    const files = PRODUCTION_ROOMS.flatMap((room) => sourceFiles(join(ROOT, room)))
    const graph = new Map(files.map((file) => [file, runtimeImports(file)]))
    const named = circles(graph).map((circle) => circle.map((file) => relative(ROOT, file)).join(' → '))
    expect(named).toEqual([])
  })

  it('finds a circle when there is one (the check can fail)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ])
    expect(circles(graph)).toEqual([['a', 'b', 'c']])
  })
})
