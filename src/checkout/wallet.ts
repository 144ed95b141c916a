import type { Cents } from '../../domain/money'
import { PAYMENT_CURRENCY, WALLET_METHODS, type WalletMethod } from '../../domain/wallets'
import { confirmWallet, type CardConfirmation } from './paymentSimulator'

/**
 * The browser's wallet (Google Pay) through the Payment Request API (issue #16.4),
 * beside the card form. The provider's configuration each wallet needs goes in its `data`; the
 * payment simulator stands for the provider and accepts the wallet's answer for the client secret.
 */
const WALLET_DATA: Record<WalletMethod, object> = {
  'https://google.com/pay': {
    environment: 'TEST',
    apiVersion: 2,
    apiVersionMinor: 0,
    allowedPaymentMethods: [
      {
        type: 'CARD',
        parameters: { allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'], allowedCardNetworks: ['MASTERCARD', 'VISA'] },
        tokenizationSpecification: { type: 'PAYMENT_GATEWAY', parameters: { gateway: 'comanda-simulator', gatewayMerchantId: 'comanda' } },
      },
    ],
  },
}
const METHODS: PaymentMethodData[] = WALLET_METHODS.map((supportedMethods) => ({ supportedMethods, data: WALLET_DATA[supportedMethods] }))

type Sheet = { label: string; amount: Cents }

function requestFor(sheet: Sheet): PaymentRequest | null {
  if (typeof window === 'undefined' || typeof window.PaymentRequest !== 'function') return null
  try {
    return new PaymentRequest(METHODS, { total: { label: sheet.label, amount: { currency: PAYMENT_CURRENCY, value: (sheet.amount / 100).toFixed(2) } } })
  } catch {
    return null
  }
}

/** Whether the browser has a wallet ready to pay (no wallet, no button). */
export async function walletAvailable(sheet: Sheet): Promise<boolean> {
  const request = requestFor(sheet)
  if (request === null) return false
  try {
    return await request.canMakePayment()
  } catch {
    return false
  }
}

/** Shows the wallet's sheet and confirms what it answers; null when the guest closes the sheet. */
export async function payWithWallet(sheet: Sheet & { clientSecret: string }): Promise<CardConfirmation | null> {
  const request = requestFor(sheet)
  if (request === null) return { kind: 'failed', message: null }
  let response: PaymentResponse
  try {
    response = await request.show()
  } catch (error) {
    // the guest closed the sheet: nothing happened; anything else is a failure to say
    return error instanceof DOMException && error.name === 'AbortError' ? null : { kind: 'failed', message: null }
  }
  const confirmation = await confirmWallet({ clientSecret: sheet.clientSecret, method: response.methodName, details: response.details as unknown })
  await response.complete(confirmation.kind === 'approved' ? 'success' : 'fail').catch(() => {})
  return confirmation
}
