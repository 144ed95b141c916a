import { describe, expect, it } from 'vitest'
import { emptyDraft } from '../../../domain/checkoutDraft'
import { keptDraft } from '../../../src/checkout/keptDraft'

function memoryStorage() {
  const items = new Map<string, string>()
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key), items }
}

describe('the checkout form kept for the tab (issue #16.10: a reload loses nothing typed)', () => {
  it('gives back what was saved, per venue, until dropped', () => {
    const storage = memoryStorage()
    const draft = { ...emptyDraft, mode: 'delivery' as const, name: 'Giulia', tableId: 4, fields: { citofono: 'Rossi' } }
    keptDraft(storage, 'demo-online').save(draft)
    expect(keptDraft(storage, 'demo-online').read()).toEqual(draft)
    expect(keptDraft(storage, 'demo-table').read()).toBeNull()
    keptDraft(storage, 'demo-online').drop()
    expect(keptDraft(storage, 'demo-online').read()).toBeNull()
  })

  it('a damaged or foreign copy gives what fits a draft and empties the rest, never a throw', () => {
    const storage = memoryStorage()
    storage.setItem('comanda:demo-online:checkout-draft', '{not json')
    expect(keptDraft(storage, 'demo-online').read()).toBeNull()
    storage.setItem('comanda:demo-online:checkout-draft', JSON.stringify({ name: 'Giulia', email: 42, tableId: 'four', fields: ['x'], privacy: 'yes', stranger: true }))
    expect(keptDraft(storage, 'demo-online').read()).toEqual({ ...emptyDraft, name: 'Giulia' })
    expect(keptDraft(undefined, 'demo-online').read()).toBeNull()
  })
})
