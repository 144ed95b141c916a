// Issue #13: what the guest sees is what the guest pays. Each defect of the issue as a guest meets it
// on a phone, in Italian: the price on screen before sending, then the price the server stored.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { addPlainItem, appUrl, copyVenue, euro, fillTakeAway, openTable, openVenue, serverOrders, settled, squash, submitButton, toCheckout, toCheckoutFromCart, toMyOrders, useBrowserHarness } from './support'

const harness = useBrowserHarness()

const qr = (table: number) => encodeURIComponent(Buffer.from(String(table)).toString('base64'))
const total = async (page: Page) => squash((await page.getByTestId('totals-total').textContent()) ?? '')

/** The checkout's "Paga dopo" where the venue offers a choice. */
async function payLater(page: Page): Promise<void> {
  const later = page.getByRole('radio', { name: 'Paga dopo' })
  if ((await later.count()) > 0) await later.check()
}

/** Pay later: My orders straight away, or the payment screen's "Paga dopo" first. */
async function toMyOrdersPayingLater(page: Page, hash: string): Promise<void> {
  await page.waitForURL((url) => url.pathname.endsWith('/my-orders') || url.pathname.endsWith('/payment'))
  if (new URL(page.url()).pathname.endsWith('/payment')) await page.getByRole('button', { name: 'Paga dopo' }).click()
  await toMyOrders(page, hash)
}

describe('issue #13: the app shows what the server charges', () => {
  it('#13.1 covers are charged once per table session: the second round shows and pays no covers', async () => {
    const HASH = 'demo-table'
    const TABLE = 5
    await openTable(harness().url, HASH, TABLE)
    const page = await harness().newPage()
    await page.goto(appUrl(harness(), `/restaurants/${HASH}?t=${qr(TABLE)}`))
    await settled(page)

    // Lasagne 12,50 and 3 covers at 2,50: the covers are asked, shown and charged
    await addPlainItem(page, HASH, 207, 'Lasagne alla bolognese', 1)
    await toCheckout(page, HASH)
    await page.getByRole('radio', { name: 'Servito al tavolo' }).check()
    await page.getByRole('spinbutton', { name: 'Coperti' }).fill('3')
    await payLater(page)
    await expect.poll(async () => squash((await page.getByTestId('totals-cover').textContent()) ?? '')).toContain(euro(7.5))
    expect(await total(page)).toContain(euro(20))
    await submitButton(page).click()
    await toMyOrdersPayingLater(page, HASH)

    // Zuppa inglese 5,50: no covers asked, none shown, 5,50 stored
    await addPlainItem(page, HASH, 218, 'Zuppa inglese', 1)
    await toCheckout(page, HASH)
    await page.getByRole('radio', { name: 'Servito al tavolo' }).check()
    expect(await page.getByRole('spinbutton', { name: 'Coperti' }).count()).toBe(0)
    await payLater(page)
    expect(await page.getByTestId('totals-cover').count()).toBe(0)
    expect(await total(page)).toContain(euro(5.5))
    await submitButton(page).click()
    await toMyOrdersPayingLater(page, HASH)
    await expect.poll(async () => (await serverOrders(page, HASH)).map((order) => order.total_cost)).toEqual([20, 5.5])

    // the bill asks the sum of what was shown
    await page.getByRole('link', { name: 'Paga tutti gli ordini' }).click()
    await page.getByText(euro(25.5)).first().waitFor()
  })

  it('#13.2 a venue\'s pickup cost is its own line before sending; #13.3 no covers where the mode turns them off', async () => {
    copyVenue(harness().dataDir, 'demo-table', 'pickup-cost', (file) => {
      file.full.offline_options.cost_order_pickup = 1.5
      file.full.offline_options.cover_enabled_pickup = false
    })
    const HASH = 'pickup-cost'
    const page = await harness().newPage()
    await openVenue(page, HASH)
    await addPlainItem(page, HASH, 207, 'Lasagne alla bolognese', 1)
    await page.getByRole('link', { name: /^Il tuo ordine: \d+ prodott/ }).click()
    await toCheckoutFromCart(page, HASH)
    await page.getByRole('radio', { name: 'Ritiro al banco' }).check()
    await payLater(page)
    await expect.poll(async () => squash((await page.getByTestId('totals-delivery').innerText().catch(() => '')) ?? '')).toBe(`Ritiro ${euro(1.5)}`)
    expect(await page.getByTestId('totals-cover').count()).toBe(0)
    expect(await page.getByRole('spinbutton', { name: 'Coperti' }).count()).toBe(0)
    expect(await total(page)).toContain(euro(14))
    await submitButton(page).click()
    await toMyOrdersPayingLater(page, HASH)
    await expect.poll(async () => (await serverOrders(page, HASH)).map((order) => [order.total_cost, order.shipping_cost])).toEqual([[14, 1.5]])
  })

  it('#13.7 after the order the venue\'s post-order instructions are on My orders (the in-venue override)', async () => {
    const HASH = 'demo-table'
    const TABLE = 2
    await openTable(harness().url, HASH, TABLE)
    const page = await harness().newPage()
    await page.goto(appUrl(harness(), `/restaurants/${HASH}?t=${qr(TABLE)}`))
    await settled(page)
    await addPlainItem(page, HASH, 218, 'Zuppa inglese', 1)
    await toCheckout(page, HASH)
    await page.getByRole('radio', { name: 'Servito al tavolo' }).check()
    const covers = page.getByRole('spinbutton', { name: 'Coperti' })
    if ((await covers.count()) > 0) await covers.fill('1')
    await payLater(page)
    await submitButton(page).click()
    await toMyOrdersPayingLater(page, HASH)
    expect(squash(await page.getByTestId('post-order-instructions').innerText())).toBe('Ordina dal tavolo: portiamo tutto noi.')
  })

  it('#13.5 the pause banner reads the venue\'s own clock (its time_zone), not Italy\'s', async () => {
    // a pause from an hour ago to an hour from now in New York: mid-afternoon or night in Milan, outside it
    const newYork = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/New_York', hour: '2-digit', hourCycle: 'h23' }).format(new Date())
    const hour = (offset: number) => `${String((Number(newYork) + offset + 24) % 24).padStart(2, '0')}:00`
    copyVenue(harness().dataDir, 'demo-online', 'new-york', (file) => {
      ;(file as unknown as { time_zone: string }).time_zone = 'America/New_York'
      const online = file.full.online_options as Record<string, unknown>
      Object.assign(online, { pause_orders_enabled: true, pause_start_time: hour(-1), pause_end_time: hour(1) })
    })
    const page = await harness().newPage()
    await addPlainItem(page, 'new-york', 103, 'Bruschetta al pomodoro', 1)
    await toCheckout(page, 'new-york')
    await page.getByTestId('ordering-inactive').waitFor()
    expect(await submitButton(page).isDisabled()).toBe(true)
  })

  it('#13.4 after a successful card payment the cart is empty, not locked', async () => {
    const page = await harness().newPage()
    await addPlainItem(page, 'demo-online', 104, 'Tagliere di salumi e formaggi', 1)
    await toCheckout(page, 'demo-online')
    await fillTakeAway(page, /^Paga ora con carta$/)
    await submitButton(page).click()
    const card = page.getByRole('group', { name: 'Dati della carta' })
    await card.waitFor()
    await card.getByRole('textbox', { name: 'Numero della carta' }).fill('4242 4242 4242 4242')
    await card.getByRole('textbox', { name: 'Scadenza (MM/AA)' }).fill(`12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`)
    await card.getByRole('textbox', { name: 'CVC' }).fill('123')
    await card.getByRole('button', { name: 'Paga', exact: true }).click()
    await page.getByTestId('payment-paid').waitFor()
    await openVenue(page, 'demo-online', 'cart')
    await page.getByText('Il carrello è vuoto').first().waitFor()
    expect(await page.getByText('Ordine già pagato, non modificabile').count()).toBe(0)
    expect(await page.getByRole('link', { name: /^Il tuo ordine: [1-9]/ }).count()).toBe(0)
  })

  it('#13.6 a combo category opens on its special menus', async () => {
    const page = await harness().newPage()
    await openVenue(page, 'demo-online', 'category/11')
    await page.getByRole('heading', { name: 'Menù combo', level: 1 }).waitFor()
    await page.getByText('Menù Pizza').first().waitFor()
    expect(await page.getByText('Nessun prodotto in questa categoria.').count()).toBe(0)
  })
})
