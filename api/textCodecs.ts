import * as t from 'io-ts'

/** Free text on the wire, bounded (a note, a name, an address): at most `max` characters, empty allowed. */
export const TextUpTo = (max: number) => t.refinement(t.string, (text) => text.length <= max, `a text of at most ${max} characters`)

/** A text that must say something (a payment method, a device id): 1 to `max` characters, not only spaces. */
export const FilledText = (max: number) => t.refinement(t.string, (text) => text.trim().length > 0 && text.length <= max, `a text of 1 to ${max} characters`)
