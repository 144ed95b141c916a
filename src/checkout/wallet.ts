import type { Cents } from '../../domain/money'
import { WALLET_METHODS } from '../../domain/wallets'
import { confirmWallet, type CardConfirmation } from './extraCalls'

/**
 * The browser's wallet (Apple Pay, Google Pay) through the Payment Request API (issue #16.4),
 * beside the card form. The provider's configuration each wallet needs goes in its `data`; the
 * payment simulator stands for the provider and accepts the wallet's answer for the client secret.
 */
const METHODS: PaymentMethodData[] = WALLET_METHODS.map((supportedMethods) => ({
  supportedMethods,
  data:
    supportedMethods === 'https://google.com/pay'
      ? {
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
        }
      : { version: 3, merchantIdentifier: 'merchant.comanda.simulator', merchantCapabilities: ['supports3DS'], supportedNetworks: ['visa', 'masterCard'], countryCode: 'IT' },
}))

type Sheet = { label: string; amount: Cents; currency: string }

function requestFor(sheet: Sheet): PaymentRequest | null {
  if (typeof window === 'undefined' || typeof window.PaymentRequest !== 'function') return null
  try {
    return new PaymentRequest(METHODS, { total: { label: sheet.label, amount: { currency: sheet.currency, value: (sheet.amount / 100).toFixed(2) } } })
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
  } catch {
    return null
  }
  const confirmation = await confirmWallet({ clientSecret: sheet.clientSecret, method: response.methodName, details: response.details as unknown })
  await response.complete(confirmation.kind === 'approved' ? 'success' : 'fail').catch(() => {})
  return confirmation
}
