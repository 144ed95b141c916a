import { isRegistrationMandatory, isRegistrationMarkerValid, type RegistrationField } from '../../domain/registration'

/**
 * Where the registration-done marker of a venue is kept (SPEC §3: stored locally, with its expiry).
 * The registration flow writes `{"expiresAt": <epoch ms>}` here when the guest completes it.
 */
export const registrationMarkerKey = (hash: string) => `comanda-registration:${hash}`

export function readRegistrationMarker(storage: Pick<Storage, 'getItem'>, hash: string): unknown {
  try {
    const raw = storage.getItem(registrationMarkerKey(hash))
    return raw === null ? null : (JSON.parse(raw) as unknown)
  } catch {
    return null
  }
}

/**
 * SPEC §6: at a venue whose registration is mandatory (the `required` registration field), a
 * guest orders only once registered: a logged-in registered customer, or a valid registration-done
 * marker (SPEC §5). Returns the route to go to first, or null when ordering may go on.
 */
export function registrationGate(input: {
  hash: string
  fields: readonly RegistrationField[]
  registeredCustomer: boolean
  marker: unknown
  now: number
}): string | null {
  if (!isRegistrationMandatory(input.fields)) return null
  if (input.registeredCustomer || isRegistrationMarkerValid(input.marker, input.now)) return null
  return `/restaurants/${input.hash}/registration`
}
