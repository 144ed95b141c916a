import { formatMoney } from '../domain/display'
import type { ReplayOutput } from './replayOutput'

const MONEY_KEYS = new Set(['subtotal', 'discount', 'cover', 'delivery', 'total', 'unitPrice', 'price', 'pricemodifier', 'total_cost', 'shipping_cost', 'coupon_value', 'cover_cost', 'cost', 'minimum_order', 'covered_total_paid'])
const TIME_KEYS = new Set(['at', 'lastOrderAt', 'lastCallAt', 'timestamp', 'submittedAt'])

export function time(ms: number): string {
  return new Date(ms).toISOString().replace('T', ' ').replace(/\.\d{3}Z$/, ' UTC')
}

/** One value as the app shows it: money in the venue's format, times in UTC, nothing as a dash. */
export function scalar(key: string, value: unknown): string {
  if (value === null || value === undefined) return '—'
  if (typeof value === 'number' && MONEY_KEYS.has(key)) return formatMoney(value)
  if (typeof value === 'number' && TIME_KEYS.has(key)) return time(value)
  return typeof value === 'string' ? value : JSON.stringify(value)
}

function lines(key: string, value: unknown, indent: string, out: string[]): void {
  if (Array.isArray(value)) {
    if (value.length === 0) {
      out.push(`${indent}${key}: (none)`)
      return
    }
    out.push(`${indent}${key}:`)
    value.forEach((item, i) => lines(`[${i + 1}]`, item, `${indent}  `, out))
    return
  }
  if (typeof value === 'object' && value !== null) {
    out.push(`${indent}${key}:`)
    for (const [k, v] of Object.entries(value)) lines(k, v, `${indent}  `, out)
    return
  }
  out.push(`${indent}${key}: ${scalar(key, value)}`)
}

/** The replay as a support person reads it: a headline, then every view, money as the app shows it (SPEC §5). */
export function formatReplay(output: ReplayOutput): string {
  const out: string[] = []
  const extra = [output.upcast > 0 ? `${output.upcast} upcast` : null, output.quarantine.length > 0 ? `${output.quarantine.length} quarantined` : null].filter(Boolean)
  out.push(`Venue ${output.venue} · device ${output.deviceId || '—'} · ${output.events} events${extra.length ? ` (${extra.join(', ')})` : ''} · seen at ${time(output.at)}`)
  for (const step of output.steps ?? []) {
    out.push('', `#${step.seq} ${step.type} at ${time(step.at)}`)
    for (const notice of step.notices) out.push(`  guest saw ${notice}`)
    for (const [name, view] of Object.entries(step.views)) lines(name, view, '  ', out)
  }
  if (output.steps) out.push('', 'After the last event:')
  for (const [name, view] of Object.entries(output.views)) lines(name, view, '', out)
  if (output.quarantine.length > 0) {
    out.push('', 'Quarantined (kept, not folded):')
    for (const entry of output.quarantine) out.push(`  seq ${entry.seq ?? '?'}: ${entry.reason}`)
  }
  return out.join('\n')
}
