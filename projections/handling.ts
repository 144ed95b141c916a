import type { EventType } from '../events/catalogue'
import type { Envelope } from '../events/envelope'

export type EnvelopeOf<K extends EventType> = Extract<Envelope, { type: K }>

/** The events a projection folds, declared once: its `evolve` switches over exactly these (DESIGN §5). */
export type Handled<K extends EventType> = { readonly types: readonly K[]; has(event: Envelope): event is EnvelopeOf<K> }

/**
 * Declares what a projection handles. Its evolve starts with `if (!handled.has(event)) return state`
 * and then switches over the narrowed event with no default: a declared type without its case does
 * not compile (the function would fall through), nor does a case for a type not declared.
 */
export function handling<const K extends EventType>(...types: K[]): Handled<K> {
  const set = new Set<EventType>(types)
  return { types, has: (event: Envelope): event is EnvelopeOf<K> => set.has(event.type) }
}
