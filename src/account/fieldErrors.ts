import type { TFunction } from 'i18next'
import type { AccountFormError } from '../../domain/accountForm'

/** A form's errors by field, in the words of SPEC §5 with the field's translated label. */
export function fieldErrorsOf(errors: readonly AccountFormError[], t: TFunction, labelOf: (field: string) => string = (field) => t(`account.fields.${field}`, { defaultValue: field })): Record<string, string> {
  const out: Record<string, string> = {}
  for (const error of errors) {
    if (out[error.field] !== undefined) continue
    out[error.field] = t(error.key, Object.fromEntries(error.params.map((param, index) => [String(index), labelOf(param)])))
  }
  return out
}
