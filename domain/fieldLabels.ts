import { isOwnKey } from './ownKey'
/**
 * Labels of the checkout fields, for the `form.required` and `form.invalid` messages (SPEC §5
 * Form messages: 'Campo {0} richiesto.'). A form error carries the label key in `params[0]`, or
 * the venue's own text when it overrides the label; the UI translates `params[0]` when it is one
 * of these keys and shows it as it is otherwise.
 */
export const CHECKOUT_FIELD_LABELS = {
  'field.email': 'Email',
  'field.phone': 'Telefono',
  'field.id_cliente': 'Codice cliente',
  'field.optional_field': 'Campo aggiuntivo',
  'field.covers': 'Coperti',
} as const

export type FieldLabelKey = keyof typeof CHECKOUT_FIELD_LABELS

/** A form error's label: one of the field label keys (translated) or the venue's own text. */
export function isFieldLabelKey(label: string): label is FieldLabelKey {
  return isOwnKey(CHECKOUT_FIELD_LABELS, label)
}
