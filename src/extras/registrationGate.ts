import { isRegistrationMandatory, type RegistrationField } from '../../domain/registration'

/**
 * SPEC §6: at a venue whose registration is mandatory (the `required` registration field), a
 * guest orders only once registered: a logged-in registered customer, or a guest whose
 * registration form was sent and whose marker has not expired (SPEC §5; the customer view's
 * `isRegisteredAt`). Returns the route to go to first, or null when ordering may go on.
 */
export function registrationGate(input: { hash: string; fields: readonly RegistrationField[]; registeredCustomer: boolean; formSent: boolean }): string | null {
  if (!isRegistrationMandatory(input.fields)) return null
  if (input.registeredCustomer || input.formSent) return null
  return `/restaurants/${input.hash}/registration`
}
