import { SERVER_ERROR_MESSAGE } from './serverErrorMessage'

/**
 * Every message the guest can be shown by the rules, keyed for i18n, with the spec's Italian
 * text as its default (SPEC §4, §5, §8). Interpolation follows i18next: `{{name}}`.
 * The texts are quoted exactly as the spec gives them, typos included ("Suotare", SPEC §4 Cart),
 * because venues and their guests know them in that form.
 */
export const MESSAGES = {
  // SPEC §5 Coupon
  'coupon.invalid': 'Il codice sconto non è valido',
  'coupon.expired': 'Il coupon inserito è scaduto',
  'coupon.unavailable': 'Il coupon inserito non è più disponibile',
  'coupon.failed': 'Il coupon non è valido',
  'coupon.notFound': 'Coupon not found!',
  // SPEC §4 Cart
  'cart.locked': 'Ordine già pagato, non modificabile. Suotare il carrello per procedere con il successivo.',
  'cart.submissionInFlight': "Invio dell'ordine in corso: attendi la risposta prima di modificare il carrello.",
  'cart.empty': 'Il carrello è vuoto',
  'cart.lineNotFound': 'Questo prodotto non è più nel carrello',
  // SPEC §4 Order submit, §8
  'order.saveFailed': 'Svuota il carrello e riprova!',
  'order.stateChanged': "Lo stato dell'ordine #{{n}} è stato aggiornato!",
  'order.resumesAt': 'Il locale ora non prende ordini: riprende alle {{time}}.',
  'order.unavailable': 'Il locale in questo momento non accetta ordini.',
  'order.itemUnavailable': '«{{name}}» non si può più ordinare com\'è nel carrello: toglilo e aggiungilo di nuovo dal menù.',
  'order.minimum': 'Ordine minimo {{amount}}',
  'order.pendingResent': "Ordine in attesa di conferma: lo stiamo inviando di nuovo.",
  'order.tooMany': 'Troppi ordini inviati da questa rete: riprova tra qualche minuto.',
  'order.queuedOffline': "Sei offline: l'ordine è salvato e verrà inviato appena torni online.",
  'slots.full': 'Questa fascia oraria è al completo: scegline un\'altra.',
  'slots.unavailable': "Questa fascia oraria non è più disponibile: scegline un'altra.",
  'payment.methodUnavailable': 'Il locale non accetta questo metodo di pagamento: scegline un altro.',
  'order.tooManyRows': "L'ordine ha troppe righe: al massimo {{max}}.",
  'order.quantityTooLarge': 'Quantità troppo alta: al massimo {{max}} per prodotto.',
  'order.totalTooLarge': "L'importo dell'ordine supera il massimo che il locale accetta online, {{amount}}: togli qualcosa dal carrello.",
  // SPEC §5 Delivery (issue #13: the quote's refusals, the same from the app and the server)
  'delivery.outOfRange': "L'indirizzo è fuori dall'area di consegna.",
  'delivery.notLocated': 'Indirizzo di consegna sconosciuto: non possiamo calcolare la distanza.',
  'delivery.costWorkedOut': 'La consegna a questo indirizzo costa {{cost}}: controlla il totale e invia di nuovo.',
  // issue #13: the server charges its own quote; a body whose price differs is refused, naming the part
  'price.itemsChanged': 'I prezzi del menù sono cambiati: i prodotti costano {{charged}}, non {{shown}}. Controlla il carrello e riprova.',
  'price.discountChanged': 'Lo sconto è cambiato: {{charged}}, non {{shown}}. Controlla il carrello e riprova.',
  'price.coverChanged': 'I coperti costano {{charged}}, non {{shown}} (già addebitati al tavolo?). Controlla il carrello e riprova.',
  'price.deliveryChanged': 'Il costo di consegna è {{charged}}, non {{shown}}. Controlla il carrello e riprova.',
  'price.totalChanged': 'Il totale è {{charged}}, non {{shown}}. Controlla il carrello e riprova.',
  'myOrders.updated': 'I tuoi ordini sono stati aggiornati.',
  'table.notFound': 'Table not found',
  'table.sessionClosed': 'Il tavolo non è ancora aperto: chiedi al personale di aprirlo.',
  'table.pickupNotAllowed': 'Il ritiro non è disponibile per gli ordini dal tavolo.',
  'whatsapp.noNumber': 'Il locale non ha configurato un numero WhatsApp',
  'waiter.failed': 'Non è stato possibile chiamare il cameriere, riprova.',
  'customer.loginFailed': 'Accesso non riuscito: controlla e-mail e password.',
  'customer.tooManyAttempts': 'Troppi tentativi: riprova tra qualche minuto.',
  // SPEC §8 payments
  'payment.prepareFailed': "Errore nella preparazione dell'ordine",
  'payment.noOrder': 'Nessun ordine inviato',
  'payment.orderNotFound': 'Order not found!',
  'payment.ordersNotFound': 'Orders not found!',
  'payment.cardNumberInvalid': 'Il numero della carta non è valido',
  'payment.cardExpiryPast': "L'anno di scadenza della carta è già passato",
  'payment.cardMonthInvalid': 'Il mese di scadenza della carta non è valido',
  'payment.cardExpired': 'La carta è scaduta',
  'payment.cardCvcInvalid': 'Il codice di sicurezza (CVC) della carta non è valido',
  // SPEC §7, §8 calls
  'network.offline': 'You are not online!',
  'server.error': SERVER_ERROR_MESSAGE,
  // SPEC §5 Form messages
  'form.required': 'Campo {{0}} richiesto.',
  'form.invalid': 'Il campo {{0}} non contiene un valore valido.',
  'form.passwordShort': 'La password deve avere almeno {{0}} caratteri.',
  'form.passwordLong': 'La password è troppo lunga: scegline una più corta.',
  'form.passwordsDiffer': 'Le due password non coincidono.',
  'form.privacy': 'Devi accettare il trattamento privacy',
  'form.check': 'Controlla i dati inseriti',
  'form.timeSlot': 'Inserisci una fascia oraria',
  'form.dateFirst': 'Seleziona prima una data',
  'form.purchaseMode': 'Seleziona una modalità di acquisto',
  // SPEC §5 Variants
  'variants.required': 'obbligatorio',
  'variants.chooseOne': "Scegli un'opzione",
  'variants.chooseExactly': 'Scegli {{0}} opzioni',
  'variants.chooseAtMostOne': 'Scegli al massimo una opzione',
  'variants.chooseAtMost': 'Scegli al massimo {{0}} opzioni',
  'variants.chooseBetween': 'Scegli da {{0}} a {{1}} opzioni',
  // issue #18 the table's shared tab
  'tab.alreadyOpen': "Al tavolo c'è già un conto aperto: unisciti a quello.",
  'tab.closed': "Il conto del tavolo è chiuso.",
  'tab.alreadyMember': "Sei già nel conto del tavolo.",
  'tab.full': "Il conto del tavolo ha già {{max}} persone.",
  'tab.notMember': "Non fai parte di questo conto: unisciti dal QR del tavolo.",
  'tab.lineExists': "Questa riga è già nel conto.",
  'tab.tooManyLines': "Il conto ha troppe righe: al massimo {{max}}.",
  'tab.roundTooManyLines': "Il prossimo giro avrebbe troppe righe: al massimo {{max}}. Inviate prima quello che c'è.",
  'tab.roundTooLarge': "Il prossimo giro supererebbe il massimo che il locale accetta online, {{amount}}: inviate prima quello che c'è.",
  'tab.lineGone': "Questa riga non è più nel conto.",
  'tab.lineSent': "Questa riga è già stata inviata in cucina.",
  'tab.notYourLine': "Solo chi l'ha aggiunta può modificare questa riga.",
  'tab.nothingToSend': "Non ci sono nuove righe da inviare.",
  'tab.changed': "Il conto è cambiato nel frattempo: controlla e riprova.",
  'tab.badAmount': "Importo non valido.",
  'tab.nothingToPay': "Non c’è niente da pagare.",
  'tab.lineTaken': "Una di queste righe la sta già pagando qualcun altro.",
  'tab.moreThanLeft': "Puoi pagare al massimo quanto resta: {{left}}.",
  'tab.paymentGone': "Questo pagamento non è più in corso.",
  'tab.specialMenus': "I menù speciali non si possono mettere sul conto del tavolo: ordinali a parte.",
  'tab.couponNotOnTab': "Il codice sconto non vale sul conto del tavolo: per usarlo ordina a parte, oppure toglilo.",
  // the bus
  'command.invalid': 'Richiesta non valida: {{reason}}',
  'storage.full': "Memoria del dispositivo piena: i tuoi ordini sono salvati, ma libera spazio per continuare.",
} as const

export type MessageKey = keyof typeof MESSAGES

/** SPEC §8 and §9: snackbars show 2000 ms; the cart-locked message 5000 ms. */
export const SNACKBAR_MS = 2000
export const CART_LOCKED_MS = 5000

/** MESSAGES as i18next reads them by default: `{'coupon.invalid': …}` → `{coupon: {invalid: …}}`. */
export function nestedMessages(): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {}
  for (const [key, text] of Object.entries(MESSAGES)) {
    const [group, ...rest] = key.split('.')
    ;(out[group!] ??= {})[rest.join('.')] = text
  }
  return out
}
