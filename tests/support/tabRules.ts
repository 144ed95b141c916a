import type { CartLine } from '../../domain/cartLine'
import type { TabRules } from '../../domain/tab'

/** A table venue's tab rules (issue #18): lines edited by their author, 3 h to idle out, € 2.50 a cover. */
export const tabRules: TabRules = {
  anyoneEdits: false,
  inactivityMs: 3 * 60 * 60 * 1000,
  tipPercents: [5, 10, 15],
  coverPrice: 250,
  currency: '€',
  ordering: { venueType: 2, options: { offline_orders_enabled: true, enabled_order_delivery: true, ask_for_cover: true, cover_enabled_delivery: true } },
}

/** A tab's cart line of item `id` ("item 202") at `unitPrice` cents. */
export const tabLine = (id: number, unitPrice: number, quantity = 1): CartLine => ({ item: { id, name: `item ${id}`, name_orig: `item ${id}`, unitPrice, price_mode: 'single', is_drink: false }, menuentryvariants: [], notes: '', key: String(id), quantity })
