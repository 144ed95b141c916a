// The demo venues end to end (SPEC §2, §4, §5): delivery bands on demo-online, the table QR, pay
// later and paying the bill through the simulator's hosted checkout on demo-table, the waiter call,
// and pickup time slots on demo-live. The built PWA on the real server, at the phone viewport,
// driven by role and accessible name in Italian.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { addMargheritasHere, addPlainItem, appUrl, chooseFirstSlot, euro, openTable, openVenue, orderCards, serverOrders, settled, squash, storedOrder, submitButton, toCheckout, toCheckoutFromCart, toMyOrders, useBrowserHarness, waiterCalls } from './support'

const harness = useBrowserHarness()

async function enabledOptions(page: Page, name: string): Promise<string[]> {
  return page
    .getByRole('combobox', { name })
    .locator('option:not([disabled])')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter((value) => value !== ''))
}

describe('demo-online delivery by radius band (SPEC §5 Delivery)', () => {
  const HASH = 'demo-online'

  it('an address in the 4 km band costs 3,50 and My orders shows the total with shipping; one outside is refused', async () => {
    const page = await harness().newPage()
    // Two Margheritas (13,00): above the 10,00 minimum, below the 40,00 free-shipping threshold.
    await openVenue(page, HASH, 'item/107')
    await page.getByRole('heading', { name: 'Margherita' }).first().waitFor()
    await addMargheritasHere(page, 2)
    await toCheckout(page, HASH)

    await page.getByRole('radio', { name: 'Consegna a domicilio' }).check()
    await page.getByRole('textbox', { name: 'Email' }).fill('guest@example.com')
    const address = page.getByRole('textbox', { name: 'Indirizzo di consegna' })

    // Outside every band (7,01 km): refused with a clear message, the order is not sent.
    await address.fill('Via Rogoredo 50, Milano')
    await address.blur()
    await page.getByRole('alert').filter({ hasText: 'Questo indirizzo è fuori dalla zona di consegna.' }).waitFor()
    await expect.poll(() => page.getByTestId('shipping-cost').count()).toBe(0)

    // 2,78 km: the 4 km band, 3,50.
    await address.fill('Corso Buenos Aires 33, Milano')
    await address.blur()
    await expect.poll(async () => squash((await page.getByTestId('shipping-cost').textContent().catch(() => '')) ?? '')).toBe(`Costo di consegna: ${euro(3.5)}`)
    await expect.poll(() => page.getByText('Questo indirizzo è fuori dalla zona di consegna.').count()).toBe(0)

    await chooseFirstSlot(page)
    await page.getByRole('checkbox', { name: /informativa privacy/ }).check()
    await submitButton(page).click()
    await toMyOrders(page, HASH)

    await expect.poll(() => orderCards(page).count()).toBe(1)
    const [order] = await serverOrders(page, HASH)
    expect(order!.shipping_cost).toBeCloseTo(3.5, 2)
    expect(order!.total_cost).toBeCloseTo(13 + 3.5, 2)
    const card = orderCards(page)
    // the confirmation of the order just sent shows the delivery it charged (issue #16.6)
    const shown = squash(await card.innerText())
    expect(shown).toContain(`Totale ${euro(16.5)}`)
    expect(shown).toContain(`Consegna: ${euro(3.5)}`)
  })
})

describe('demo-table: table QR, pay later, pay the bill (SPEC §4 Table QR, §2 payment-all)', () => {
  const HASH = 'demo-table'
  const TABLE = 3

  const qr = (table: number) => encodeURIComponent(Buffer.from(String(table)).toString('base64'))

  /** Lasagne alla bolognese at the QR's table, pay later, sent. */
  async function orderAtTable(page: Page, count: number): Promise<void> {
    await addPlainItem(page, HASH, 207, 'Lasagne alla bolognese', count)
    await toCheckout(page, HASH)
    await fillAtTable(page)
    await submitButton(page).click()
  }

  /** From the cart: checkout at the QR's table, pay later, sent, My orders. */
  async function sendAtTable(page: Page): Promise<void> {
    await page.getByRole('heading', { name: 'Il tuo ordine' }).waitFor()
    await toCheckoutFromCart(page, HASH)
    await fillAtTable(page)
    await submitButton(page).click()
    await afterSubmitPayLater(page)
  }

  /** Pay later: My orders straight away, or the payment screen's "Paga dopo" first. */
  async function afterSubmitPayLater(page: Page): Promise<void> {
    await page.waitForURL((url) => url.pathname.endsWith('/my-orders') || url.pathname.endsWith('/payment'))
    if (new URL(page.url()).pathname.endsWith('/payment')) await page.getByRole('button', { name: 'Paga dopo' }).click()
    await toMyOrders(page, HASH)
  }

  async function fillAtTable(page: Page): Promise<void> {
    await page.getByRole('radio', { name: 'Servito al tavolo' }).check()
    await expect.poll(async () => squash((await page.getByTestId('unique-table').textContent()) ?? '')).toBe('Tavolo: Tavolo 3')
    const covers = page.getByRole('spinbutton', { name: 'Coperti' })
    if ((await covers.count()) > 0) await covers.fill('2')
    const later = page.getByRole('radio', { name: 'Paga dopo' })
    if ((await later.count()) > 0) await later.check()
  }

  it('a closed table refuses the order; once open, two pay-later orders are paid together on the hosted checkout', async () => {
    const page = await harness().newPage()
    await page.goto(appUrl(harness(), `/restaurants/${HASH}?t=${qr(TABLE)}`))
    await settled(page)

    // Fresh server: no table session is open. The checkout says so before sending (the scan
    // verified the session), and a try to send is refused without an order.
    await addPlainItem(page, HASH, 207, 'Lasagne alla bolognese', 1)
    await toCheckout(page, HASH)
    await fillAtTable(page)
    await page.getByTestId('table-closed').filter({ hasText: 'Il tavolo non è ancora aperto: chiedi al personale di aprirlo.' }).waitFor()
    await submitButton(page).click()
    await page.getByText('Il tavolo non è ancora aperto: chiedi al personale di aprirlo.').first().waitFor()
    expect(page.url()).toContain('/checkout')
    await page.waitForLoadState('networkidle')
    expect(await serverOrders(page, HASH)).toHaveLength(0)

    // The staff open the table; scanning the QR again verifies the open session.
    await openTable(harness().url, HASH, TABLE)
    await page.goto(appUrl(harness(), `/restaurants/${HASH}/cart?t=${qr(TABLE)}`))
    await settled(page)
    await sendAtTable(page)
    await expect.poll(async () => (await serverOrders(page, HASH)).length).toBe(1)

    // A second round at the same table, also paid later.
    await orderAtTable(page, 1)
    await afterSubmitPayLater(page)
    await expect.poll(async () => (await serverOrders(page, HASH)).length).toBe(2)
    const unpaid = await serverOrders(page, HASH)
    expect(unpaid.every((order) => order.payment_result !== 1)).toBe(true)
    await expect.poll(() => orderCards(page).count()).toBe(2)

    // Pay the bill: every unpaid order at once, on the simulator's hosted checkout.
    await page.getByRole('link', { name: 'Paga tutti gli ordini' }).click()
    await page.waitForURL((url) => url.pathname === `/app/restaurants/${HASH}/my-orders/payment-all`)
    await page.getByText('2 ordini da pagare').waitFor()
    const expected = unpaid.reduce((sum, order) => sum + order.total_cost, 0)
    await page.getByText(euro(expected)).first().waitFor()
    await page.getByRole('button', { name: 'Paga con carta' }).click()
    const hosted = page.getByRole('button', { name: 'Paga sulla pagina sicura del fornitore' })
    await Promise.race([hosted.waitFor(), page.waitForURL(/\/pay\/sim\//)])
    if (!/\/pay\/sim\//.test(page.url())) await hosted.click()
    await page.waitForURL(/\/pay\/sim\//)
    await page.getByRole('button', { name: 'Approva' }).click()
    await page.waitForURL((url) => url.pathname === `/app/restaurants/${HASH}/cart/payment-result`)
    await settled(page)
    await page.getByRole('status').filter({ hasText: 'Pagamento riuscito. Grazie!' }).waitFor()
    const paid = await serverOrders(page, HASH)
    expect(paid).toHaveLength(2)
    for (const order of paid) expect(order.payment_result).toBe(1)
  })
})

describe('demo-table: call the waiter from My orders (SPEC §2 my-orders)', () => {
  const HASH = 'demo-table'

  it('the call reaches the server and the button rests', async () => {
    const page = await harness().newPage()
    await openVenue(page, HASH, 'my-orders')
    await page.getByRole('heading', { name: 'I tuoi ordini' }).waitFor()
    const before = waiterCalls(harness().dataDir, HASH)
    const call = page.getByRole('button', { name: 'Chiama il cameriere' })
    await call.click()
    const resting = page.getByRole('button', { name: /^Cameriere chiamato alle \d\d:\d\d$/ })
    await resting.waitFor()
    expect(await resting.getAttribute('aria-disabled')).toBe('true')
    await expect.poll(() => waiterCalls(harness().dataDir, HASH)).toBe(before + 1)
    // After the 3 s cool-down the button is back.
    await expect.poll(() => call.isEnabled(), { timeout: 10_000 }).toBe(true)
  })
})

describe('demo-live: pickup with a time slot (SPEC §5 Time slots)', () => {
  const HASH = 'demo-live'

  it('the pickup slots are offered and the order carries the chosen one', async () => {
    const page = await harness().newPage()
    await addPlainItem(page, HASH, 303, 'Caesar salad', 1)
    await toCheckout(page, HASH)
    await page.getByRole('radio', { name: 'Ritiro in negozio' }).check()
    await page.getByRole('textbox', { name: 'Email' }).fill('guest@example.com')
    const slots = await enabledOptions(page, 'Fascia oraria')
    expect(slots.length).toBeGreaterThan(0)
    const chosen = slots[0]!
    await page.getByRole('combobox', { name: 'Fascia oraria' }).selectOption(chosen)
    const privacy = page.getByRole('checkbox', { name: /privacy/i })
    if ((await privacy.count()) > 0) await privacy.check()
    await submitButton(page).click()
    await expect.poll(async () => (await serverOrders(page, HASH)).length, { timeout: 15_000 }).toBe(1)
    const [order] = await serverOrders(page, HASH)
    const [slotId, orderDate] = chosen.split('|')
    expect(order!.order_date).toBe(orderDate)
    expect(storedOrder(harness().dataDir, order!.id)?.time_slot_id).toBe(Number(slotId))
  })
})
