import type { Cents } from '../../domain/money'
import { formatMoney } from '../../domain/display'
import type { SessionStatus } from './provider'

/** The simulator's hosted checkout page: self-contained HTML, no script, no external resource. */

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}

const SYMBOLS: Record<string, string> = { EUR: '€', USD: '$', GBP: '£', CHF: 'CHF' }

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f4f6;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002;padding:28px;max-width:360px;width:90%;text-align:center}
h1{font-size:1.1rem;margin:0 0 4px}.amount{font-size:2rem;font-weight:700;margin:16px 0}.note{color:#666;font-size:.85rem}
form{margin:8px 0}button{width:100%;padding:12px;border:0;border-radius:8px;font-size:1rem;cursor:pointer}
.approve{background:#4CAF50;color:#fff}.decline{background:#FF5252;color:#fff}.cancel{background:#eee}`

const STATUS_TEXT: Record<Exclude<SessionStatus, 'pending'>, string> = {
  approved: 'Pagamento già approvato.',
  declined: 'Pagamento rifiutato: puoi riprovare.',
  canceled: 'Pagamento annullato.',
}

export function checkoutPage(input: { sessionId: string; description: string; amount: Cents; currency: string; status: SessionStatus; provider: string; returnTo: string | null }): string {
  const id = encodeURIComponent(input.sessionId)
  const amount = formatMoney(input.amount, { symbol: SYMBOLS[input.currency] ?? input.currency })
  const open = input.status === 'pending' || input.status === 'declined'
  const button = (action: string, label: string) => `<form method="post" action="/pay/sim/${id}/${action}"><button class="${action}" type="submit">${label}</button></form>`
  const actions = open
    ? [button('approve', 'Approva'), button('decline', 'Rifiuta'), button('cancel', 'Annulla')].join('\n')
    : input.returnTo
      ? `<p><a href="${escapeHtml(input.returnTo)}">Torna all'app</a></p>`
      : ''
  return `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Pagamento simulato · ${escapeHtml(input.description)}</title><style>${STYLE}</style></head>
<body><main>
<h1>${escapeHtml(input.description)}</h1>
<p class="note">Pagamento simulato (${escapeHtml(input.provider)}): nessun addebito reale.</p>
<p class="amount">${escapeHtml(amount)}</p>
${input.status === 'pending' ? '' : `<p>${STATUS_TEXT[input.status]}</p>`}
${actions}
</main></body></html>`
}

export function notFoundPage(): string {
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Pagamento non trovato</title></head><body><p>Questo pagamento non esiste.</p></body></html>`
}
