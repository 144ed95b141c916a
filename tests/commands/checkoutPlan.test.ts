import { readFileSync } from 'node:fs'
import { isLeft } from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { decodeVenueFile, isMovedVenue } from '../../api/venueFile'
import { fullVenueInfo } from '../../api/venueInfo'
import { checkoutPlan, slotsOfMode } from '../../commands/checkoutPlan'
import { openVenueCommand } from '../../commands/guest'
import { emptyDraft, type CheckoutDraft } from '../../domain/checkoutDraft'
import { slotKey } from '../../domain/slots'
import { T0 } from '../support/builders'
import { demoMargherita } from '../support/demoOnline'
import { harness } from '../support/harness'

function demoOnline() {
  const decoded = decodeVenueFile(JSON.parse(readFileSync('fixtures/venues/demo-online.json', 'utf8')))
  if (isLeft(decoded) || isMovedVenue(decoded.right)) throw new Error('demo-online does not decode')
  return fullVenueInfo(decoded.right, 'it')
}

/** demo-online opened with `margheritas` in the cart, as the checkout screen and comanda scenario see it. */
async function cartOf(margheritas: number) {
  const info = demoOnline()
  const h = await harness()
  await h.bus.dispatch(openVenueCommand(info, null))
  if (margheritas > 0) await h.bus.dispatch({ type: 'AddLine', line: demoMargherita, quantity: margheritas })
  const plan = (draft: Partial<CheckoutDraft>, distanceKm: number | null = null) => {
    const slots = draft.mode ? slotsOfMode(info, draft.mode, T0) : []
    return checkoutPlan({ info, views: h.views(), draft: { ...emptyDraft, ...draft }, slots, now: T0, distanceKm })
  }
  return { info, plan }
}

describe('the checkout plan (issue #15.5: the checkout screen and comanda scenario share it)', () => {
  it('SPEC §5 Costs and minimums: below the minimum the send is blocked, and the quote says by how much', async () => {
    const { plan } = await cartOf(1)
    const below = plan({ mode: 'take-away' })
    expect(below.block).toBe('minimum')
    expect(below.minimum?.params.amount).toBe(1000)
    expect(below.quote.subtotal).toBe(650)
    expect((await cartOf(2)).plan({ mode: 'take-away' }).block).toBeNull()
    expect((await cartOf(0)).plan({ mode: 'take-away' }).block).toBe('empty')
  })

  it("SPEC §2 checkout: without a mode the form says so, and the mode's own fields are not asked yet", async () => {
    const { plan } = await cartOf(2)
    const none = plan({})
    expect(none.errors.map((error) => error.field)).toContain('mode')
    expect(none.fields.email).toBeNull()
    expect(none.details(null)).toBeNull()
    expect(plan({ mode: 'take-away' }).fields.email).toEqual({ enabled: true, required: true })
  })

  it('SPEC §4 Delivery: the address is asked, a missing one is said, and the distance prices the shipping from the radii', async () => {
    const { plan } = await cartOf(2)
    const missing = plan({ mode: 'delivery' })
    expect(missing.needsAddress).toBe(true)
    expect(missing.addressMissing).toBe(true)
    expect(missing.otherFields.map((field) => field.name)).toContain('intercom')
    const near = plan({ mode: 'delivery', address: ' Via Paolo Sarpi 10 ' }, 3)
    expect(near.address).toBe('Via Paolo Sarpi 10')
    expect(near.outOfRange).toBe(false)
    expect(near.quote.delivery).toBe(350)
    expect(near.details(near.quote.delivery)).toMatchObject({ order_type: 'deliver', shipping_cost: 350, distance_km: 3, contacts: { address: 'Via Paolo Sarpi 10' } })
    const far = plan({ mode: 'delivery', address: 'Bergamo' }, 40)
    expect(far.outOfRange).toBe(true)
  })

  it('SPEC §4 Time slots: the draft names a slot by its key, and the details carry it', async () => {
    const { plan } = await cartOf(2)
    const { slots } = plan({ mode: 'take-away' })
    expect(slots.length).toBeGreaterThan(0)
    const chosen = plan({ mode: 'take-away', slot: slotKey(slots[1]!) })
    expect(chosen.chosenSlot).toEqual(slots[1])
    expect(chosen.details(0)).toMatchObject({ time_slot_requested_id: slots[1]!.timeslotID, order_date: slots[1]!.orderDate })
    expect(plan({ mode: 'take-away', slot: 'not a slot' }).chosenSlot).toBeNull()
  })
})
