/** SPEC §3 Customer: a saved address, as one line for the delivery checkout's address field. */
export type AddressParts = { address: string; zip: string | null; city: string | null }

/**
 * The street line, followed by the post code and city when they are not already in it
 * ("Via Paolo Sarpi 10, Milano" stays as it is; "Via Roma 1" with city Milano becomes
 * "Via Roma 1, Milano").
 */
export function addressLine(parts: AddressParts): string {
  const street = parts.address.trim()
  const city = parts.city?.trim() ?? ''
  if (city === '' || street.toLowerCase().includes(city.toLowerCase())) return street
  const zip = parts.zip?.trim() ?? ''
  return `${street}, ${zip === '' ? '' : `${zip} `}${city}`
}
