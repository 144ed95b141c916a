import { scalar } from './human'

/**
 * A view as the rows of a table a person reads (the HTML replay page): one row per leaf or
 * heading, indented by depth, labelled as `comanda replay` prints it (lists numbered from 1), the
 * value formatted (money, times), and the row's path as the structural diff names it
 * ("cart.lines[0].quantity"), so the page can mark what an event changed.
 */
export type ViewRow = { depth: number; label: string; value: string; path: string }

export function viewRows(name: string, view: unknown): ViewRow[] {
  const rows: ViewRow[] = []
  walk(name, name, view, 0, rows)
  return rows
}

function walk(label: string, path: string, value: unknown, depth: number, rows: ViewRow[]): void {
  if (Array.isArray(value)) {
    rows.push({ depth, label, value: value.length === 0 ? '(none)' : '', path })
    value.forEach((item, i) => walk(`[${i + 1}]`, `${path}[${i}]`, item, depth + 1, rows))
    return
  }
  if (typeof value === 'object' && value !== null) {
    rows.push({ depth, label, value: '', path })
    for (const [key, child] of Object.entries(value)) walk(key, `${path}.${key}`, child, depth + 1, rows)
    return
  }
  rows.push({ depth, label, value: scalar(label, value), path })
}
