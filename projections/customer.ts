import type { Envelope } from '../events/envelope'

/** SPEC §3 Customer (the access token is kept outside the log, DESIGN §3). */
export type CustomerView = { loggedIn: boolean; customer: { customer_id: number; email: string | null; is_registered: boolean } | null }

export const initial: CustomerView = { loggedIn: false, customer: null }

export function evolve(state: CustomerView, event: Envelope): CustomerView {
  switch (event.type) {
    case 'CustomerLoggedIn':
      return { loggedIn: true, customer: event.data.customer }
    case 'CustomerLoggedOut':
      return initial
    default:
      return state
  }
}
