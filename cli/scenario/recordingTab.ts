import type { CartLine } from '../../domain/cartLine'
import type { TabEvent } from '../../domain/tab'
import type { Envelope } from '../../events/envelope'

/** A scenario step as the recording writes it, and the comment that says why. */
export type RecordedLine = { step: string; comment?: string }

/** The recorded guest's name in the scenario; the others at the table are "Guest 2", "Guest 3"… in the order they joined. */
export const RECORDED_GUEST = 'Guest'

const flow = (value: unknown): string => JSON.stringify(value)

/**
 * The table's tab in `comanda scenario --record` (DESIGN §7a): the phone's log holds the tab's
 * stream as the server confirmed it, so every guest's part of it can be played again: the
 * recorded guest's own steps where the phone decided them (putting the cart on the tab, changing a
 * line), the steps the server answered (joining, sending a round, paying a share) and the other
 * guests' steps, each in the stream's order, by guests of the scenario's own. The lines, rounds
 * and payments are named by their place in the tab's view (`$tab.guests.1.lines.0.lineId`): their
 * ids are made anew when the scenario runs.
 */
export class TabRecording {
  /** Every event of the stream the log received, by id, and the guests in the order they joined. */
  private readonly stream = new Map<string, TabEvent>()
  private readonly guests: string[] = []
  private ownGuest: string | null = null
  private readonly emitted = new Set<string>()
  private readonly linesOf = new Map<string, string[]>()
  private readonly payments: string[] = []
  private readonly rounds = new Map<number, number>()
  private readonly statuses = new Map<number, string>()
  private acting = RECORDED_GUEST

  constructor(
    events: readonly Envelope[],
    private readonly lineFields: (line: CartLine) => Record<string, unknown>,
  ) {
    for (const event of events) {
      if (event.type === 'TabJoined' && this.ownGuest === null) this.ownGuest = event.data.guestId
      if (event.type === 'TabEventsReceived') for (const received of event.data.events) this.stream.set(received.id, received)
    }
    for (const event of this.ordered()) if (event.type === 'TabOpened' || event.type === 'GuestJoined') this.guests.push(event.guestId)
  }

  /** The scenario's guests: the recorded one first (who acts when the scenario starts). */
  names(): string[] {
    if (this.ownGuest === null) return []
    return [RECORDED_GUEST, ...this.guests.filter((guestId) => guestId !== this.ownGuest).map((_, i) => `Guest ${i + 2}`)]
  }

  stepsOf(event: Envelope): RecordedLine[] {
    switch (event.type) {
      case 'TabJoined': {
        // those who joined before this phone did open the tab it joins: they come first
        const own = this.ordered().find((received) => (received.type === 'TabOpened' || received.type === 'GuestJoined') && received.guestId === event.data.guestId)
        if (own) this.emitted.add(own.id)
        const before = own === undefined ? [] : this.played(this.ordered().filter((received) => received.seq < own.seq))
        this.joined(event.data.guestId)
        return [...before, ...this.as(RECORDED_GUEST), { step: `JoinTab: ${flow({ table_id: event.data.table.id, name: RECORDED_GUEST })}` }]
      }
      case 'TabLinesQueued': {
        const steps: RecordedLine[] = [...this.as(RECORDED_GUEST)]
        if (event.data.events.some((queued) => queued.type === 'TabLineAdded')) steps.push({ step: 'PutCartOnTab: {}' })
        for (const queued of event.data.events) {
          this.emitted.add(queued.id)
          if (queued.type === 'TabLineAdded') this.lineAdded(queued.guestId, queued.lineId)
          else steps.push(this.lineChange(queued.guestId, queued.type === 'TabLineQuantitySet' ? { lineId: queued.lineId, quantity: queued.quantity } : { lineId: queued.lineId }))
        }
        return steps
      }
      case 'TabEventsReceived': {
        const steps = this.played([...event.data.events].sort((a, b) => a.seq - b.seq))
        // the recorded guest then pulls what the others did
        return steps.length > 0 && this.acting !== RECORDED_GUEST ? [...steps, ...this.as(RECORDED_GUEST), { step: 'SyncTab: {}' }] : steps
      }
      case 'TabRoundStatusesReceived':
        // every round's status comes each time one moves: a step for each that changed; a round
        // refused or canceled comes off the bill by the stream's RoundRejected, played as the staff's
        return event.data.statuses.flatMap(({ orderId, status }) => {
          const round = this.rounds.get(orderId)
          const before = this.statuses.get(orderId) ?? 'pending'
          this.statuses.set(orderId, status)
          if (round === undefined || status === before || status === 'rejected' || status === 'canceled') return []
          return [...this.as(RECORDED_GUEST), { step: `staff: ${flow({ status, order: `$tab.rounds.${round}.orderId` })}` }, { step: 'SyncTab: {}' }]
        })
      case 'TabLeft':
        return [...this.as(RECORDED_GUEST), { step: 'LeaveTab: {}' }]
      default:
        return []
    }
  }

  private ordered(): TabEvent[] {
    return [...this.stream.values()].sort((a, b) => a.seq - b.seq)
  }

  /** The steps of those of `events` not played yet, in their order. */
  private played(events: readonly TabEvent[]): RecordedLine[] {
    return events.filter((event) => !this.emitted.has(event.id)).flatMap((event) => {
      this.emitted.add(event.id)
      return this.play(event)
    })
  }

  /** The steps that make one event of the stream happen again, by the guest who caused it. */
  private play(event: TabEvent): RecordedLine[] {
    const guest = this.nameOf(event.guestId)
    switch (event.type) {
      case 'TabOpened':
      case 'GuestJoined':
        this.joined(event.guestId)
        return [...this.as(guest), { step: `JoinTab: ${flow({ table_id: this.tableOf(), name: guest })}` }]
      case 'TabLineAdded': {
        this.lineAdded(event.guestId, event.lineId)
        return [...this.as(guest), { step: `AddLine: ${flow({ ...this.lineFields(event.line), quantity: event.line.quantity })}` }, { step: 'PutCartOnTab: {}' }]
      }
      case 'TabLineQuantitySet':
        return [...this.as(guest), this.lineChange(event.guestId, { lineId: event.lineId, quantity: event.quantity })]
      case 'TabLineRemoved':
        return [...this.as(guest), this.lineChange(event.guestId, { lineId: event.lineId })]
      case 'RoundSent':
        this.rounds.set(event.orderId, event.round - 1)
        return [...this.as(guest), { step: 'SendTabRound: {}' }]
      case 'RoundRejected':
        return [...this.as(RECORDED_GUEST), { step: `staff: ${flow({ status: 'rejected', order: `$tab.rounds.${event.round - 1}.orderId` })}` }]
      case 'SharePaymentStarted': {
        this.payments.push(event.paymentId)
        const ended = [...this.stream.values()].find((later) => later.type === 'SharePaymentEnded' && later.paymentId === event.paymentId)
        const pay: RecordedLine[] = [{ step: `PayTabShare: ${flow({ mode: event.mode, amount: event.amount, tipPercent: null, tip: event.tip, provider: 'stripe' })}`, comment: "the provider is the scenario's (the stream does not say which the guest chose)" }]
        if (ended?.type !== 'SharePaymentEnded') return [...this.as(guest), ...pay]
        if (ended.paid) return [...this.as(guest), ...pay, { step: 'pay: approve' }]
        const index = this.payments.length - 1
        return [...this.as(guest), ...pay, { step: 'pay: decline' }, { step: `CancelTabShare: ${flow({ paymentId: `$tab.payments.${index}.paymentId` })}` }]
      }
      case 'SharePaymentEnded':
        return []
      case 'TabClosed':
        return event.reason === 'paid' ? [] : [{ step: `# the tab was closed here (${event.reason})`, comment: 'a scenario has no step that closes a tab but paying it' }]
    }
  }

  private lineChange(guestId: string, change: { lineId: string; quantity?: number }): RecordedLine {
    const lines = this.linesOf.get(guestId) ?? []
    const ref = `$tab.guests.${this.guests.indexOf(guestId)}.lines.${lines.indexOf(change.lineId)}.lineId`
    if (change.quantity !== undefined) return { step: `SetTabLineQuantity: ${flow({ lineId: ref, quantity: change.quantity })}` }
    this.linesOf.set(guestId, lines.filter((lineId) => lineId !== change.lineId))
    return { step: `RemoveTabLine: ${flow({ lineId: ref })}` }
  }

  private lineAdded(guestId: string, lineId: string): void {
    this.linesOf.set(guestId, [...(this.linesOf.get(guestId) ?? []), lineId])
  }

  private joined(guestId: string): void {
    if (!this.linesOf.has(guestId)) this.linesOf.set(guestId, [])
  }

  private tableOf(): number {
    const opened = this.ordered().find((event) => event.type === 'TabOpened')
    return opened?.type === 'TabOpened' ? opened.table.id : 0
  }

  private nameOf(guestId: string): string {
    if (guestId === this.ownGuest) return RECORDED_GUEST
    const others = this.guests.filter((id) => id !== this.ownGuest)
    return `Guest ${others.indexOf(guestId) + 2}`
  }

  /** Before a step of the recorded guest's that is not the tab's (a line put in the cart): they act again. */
  recordedGuestActs(): RecordedLine[] {
    return this.as(RECORDED_GUEST)
  }

  /** The `guest:` step that makes `guest` the one acting, when another acted last. */
  private as(guest: string): RecordedLine[] {
    if (this.acting === guest) return []
    this.acting = guest
    return [{ step: `guest: ${guest}` }]
  }
}
