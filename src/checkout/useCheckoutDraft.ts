import { useEffect, useMemo, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { slotsOfMode } from '../../commands/checkoutPlan'
import { draftFrom, withAccountContacts, type CheckoutDraft } from '../../domain/checkoutDraft'
import { slotKey, type GeneratedSlot } from '../../domain/slots'
import type { PurchaseMode } from '../../domain/venueOptions'
import type { FullVenueInfo } from '../../api/venueInfo'
import type { PresentedViews } from '../../projections/present'
import { paymentChoicesOf } from '../../api/venueOrderRules'
import { useVenueCalls } from '../venue/browserVenueApi'
import { useVenue } from '../venue/venueContext'
import { keptDraft } from './keptDraft'

const MINUTE = 60_000

/** The clock of the form: slots and opening hours move on each minute. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE)
    return () => clearInterval(timer)
  }, [])
  return now
}

/**
 * The checkout form's draft: opened from the details already entered or the session's, with the
 * mode the guest picked on the cart (issue #16.10), the only mode, or the table's service mode
 * (issue #16.7); and the slots the venue says are full (SPEC §7 placesforslots), the earliest open
 * one offered chosen.
 */
export function useCheckoutDraft(input: { info: FullVenueInfo; views: PresentedViews; modes: readonly PurchaseMode[]; tableService: PurchaseMode | null; now: number }) {
  const { info, views, modes, tableService, now } = input
  const paymentChoices: readonly string[] = useMemo(() => paymentChoicesOf(info), [info])
  // the mode the guest picked on the cart, read once: a reload keeps the form's own choice (keptDraft)
  const location = useLocation()
  const navigate = useNavigate()
  const chosenOnCart = (location.state as { mode?: PurchaseMode } | null)?.mode ?? null
  useEffect(() => {
    if (chosenOnCart !== null) navigate(`${location.pathname}${location.search}`, { replace: true, state: null })
  }, [])
  const { hash } = useVenue()
  const kept = useMemo(() => keptDraft(typeof window === 'undefined' ? undefined : window.sessionStorage, hash), [hash])
  const [draft, setDraft] = useState<CheckoutDraft>(() => {
    const entered = draftFrom(views.checkout.details, views.session.restoredDetails, views.cart.covers.count)
    // what the guest typed and has not sent comes first; the covers are the cart's latest count
    const typed = kept.read()
    const { customer } = views
    const account = customer.loggedIn ? { name: customer.profile?.name ?? null, email: customer.profile?.email ?? customer.customer?.email ?? null, phone: customer.profile?.phone ?? null } : null
    const initial = withAccountContacts(typed === null ? entered : { ...typed, covers: views.cart.covers.count > 0 ? String(views.cart.covers.count) : typed.covers }, account)
    return {
      ...initial,
      mode: [chosenOnCart, initial.mode, modes.length === 1 ? modes[0]! : null, tableService].find((candidate) => candidate != null && modes.includes(candidate)) ?? null,
      payment: initial.payment !== null && paymentChoices.includes(initial.payment) ? initial.payment : (paymentChoices[0] ?? null),
    }
  })
  useEffect(() => kept.save(draft), [kept, draft])
  const set = <K extends keyof CheckoutDraft>(key: K, value: CheckoutDraft[K]) => setDraft((current) => ({ ...current, [key]: value }))

  const mode = draft.mode
  const calls = useVenueCalls()
  const slots = useMemo<GeneratedSlot[]>(() => (mode === null ? [] : slotsOfMode(info, mode, now)), [info, mode, now])
  const [full, setFull] = useState<ReadonlySet<string>>(new Set())
  useEffect(() => {
    let live = true
    void calls.fullSlots(mode ?? '', slots).then((keys) => live && setFull(keys))
    return () => {
      live = false
    }
  }, [calls, mode, slots])
  // issue #16.10: the earliest open slot is offered chosen, as delivery apps do; the guest may pick another
  // once per mode, so a guest who clears the choice keeps it cleared; a slot found full is replaced
  const chosenSlot = slots.find((slot) => slotKey(slot) === draft.slot) ?? null
  const earliestOpen = slots.find((slot) => !full.has(slotKey(slot))) ?? null
  const offeredFor = useRef<PurchaseMode | null>(null)
  useEffect(() => {
    if (earliestOpen === null) return
    const chosenIsFull = chosenSlot !== null && full.has(slotKey(chosenSlot))
    if (chosenIsFull || (chosenSlot === null && offeredFor.current !== mode)) set('slot', slotKey(earliestOpen))
    offeredFor.current = mode
  }, [earliestOpen, chosenSlot, full, mode])

  return { draft, set, setDraft, slots, full, dropKept: kept.drop }
}
