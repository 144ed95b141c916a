import { CHECKOUT_FIELD_LABELS, isFieldLabelKey } from './fieldLabels'
import { CART_LOCKED_MS, MESSAGES, SNACKBAR_MS, type MessageKey } from './messages'

/** DESIGN §4: what the guest is told, as an i18n key with its parameters (red or blue snackbar). */
export type Notice = {
  kind: 'error' | 'info'
  key: MessageKey
  params: Record<string, string | number>
  durationMs: number
}

export type GuestError = Notice & { kind: 'error' }

const DURATIONS: Partial<Record<MessageKey, number>> = { 'cart.locked': CART_LOCKED_MS }

export function guestError(key: MessageKey, params: Record<string, string | number> = {}): GuestError {
  return { kind: 'error', key, params, durationMs: DURATIONS[key] ?? SNACKBAR_MS }
}

export function info(key: MessageKey, params: Record<string, string | number> = {}): Notice {
  return { kind: 'info', key, params, durationMs: DURATIONS[key] ?? SNACKBAR_MS }
}

/**
 * The Italian default text of a notice, for the CLI, logs and the server's answers (the PWA goes
 * through i18next); a checkout field's label key (domain/checkoutForm) reads as its label.
 */
export function defaultText(notice: Pick<Notice, 'key' | 'params'>): string {
  return MESSAGES[notice.key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    if (!(name in notice.params)) return whole
    const value = String(notice.params[name])
    return isFieldLabelKey(value) ? CHECKOUT_FIELD_LABELS[value] : value
  })
}
