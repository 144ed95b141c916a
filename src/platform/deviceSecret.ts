/** Where the device secret lives: outside every venue's log, once per browser. */
export const DEVICE_SECRET_KEY = 'comanda:deviceSecret'

const MIN_LENGTH = 32

/**
 * The secret that proves this device owns its private order channel (DESIGN §7, the broadcasting
 * auth endpoint): generated once (two random UUIDs, 64 hex characters) and kept in localStorage.
 */
export function deviceSecret(storage: Pick<Storage, 'getItem' | 'setItem'> = window.localStorage): string {
  try {
    const stored = storage.getItem(DEVICE_SECRET_KEY)
    if (stored !== null && stored.length >= MIN_LENGTH) return stored
  } catch {
    // storage unavailable: a fresh secret for this page
  }
  const secret = `${crypto.randomUUID()}${crypto.randomUUID()}`.replace(/-/g, '')
  try {
    storage.setItem(DEVICE_SECRET_KEY, secret)
  } catch {
    // private mode: the secret lives as long as the page
  }
  return secret
}
