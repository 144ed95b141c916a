/**
 * How long the texts a guest types may be: the app's fields stop there, and the server's codecs
 * refuse more. One place for both: a name over the server's bound was typed in full and refused
 * with the codec's English words, and the guest was told to empty the cart.
 */
export const CONTACT_TEXT_MAX = { name: 200, email: 254, phone: 50, address: 500, id_cliente: 200, optional_field: 500 } as const

/** A guest's name at the table's tab (their phone's name for the others, or an emoji). */
export const TAB_GUEST_NAME_MAX = 40

/** A customer's name in their profile (SPEC §7 registration and edit-profile). */
export const CUSTOMER_NAME_MAX = 100
