import { emptyDraft, type CheckoutDraft } from '../../domain/checkoutDraft'

/**
 * The checkout form as the guest left it, kept for this browser tab (sessionStorage, gone with the
 * tab): a reload, or a trip back to the cart to add a dish, finds what was typed. Once the details
 * are entered (EnterCheckoutDetails) the guest's log holds them and this copy is dropped.
 */
export function keptDraft(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined, hash: string) {
  const key = `comanda:${hash}:checkout-draft`
  return {
    read(): CheckoutDraft | null {
      try {
        const kept: unknown = JSON.parse(storage?.getItem(key) ?? 'null')
        if (kept === null || typeof kept !== 'object') return null
        // only the fields a draft has, each of its own kind: an older or damaged copy gives what it can
        const fields = Object.entries(emptyDraft).map(([name, empty]) => {
          const value = (kept as Record<string, unknown>)[name]
          const fits = empty === null ? value === null || typeof value === (name === 'tableId' ? 'number' : 'string') : typeof value === typeof empty && value !== null && !Array.isArray(value)
          return [name, fits ? value : empty]
        })
        return Object.fromEntries(fields) as CheckoutDraft
      } catch {
        return null
      }
    },
    save(draft: CheckoutDraft): void {
      try {
        storage?.setItem(key, JSON.stringify(draft))
      } catch {
        // a full or refused storage: the form works as before
      }
    },
    drop(): void {
      try {
        storage?.removeItem(key)
      } catch {
        // nothing kept
      }
    },
  }
}
