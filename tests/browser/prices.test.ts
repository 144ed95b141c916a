// Issue #13: what the guest sees is what the guest pays. Each defect of the issue as a guest meets it
// on a phone, in Italian: the price on screen before sending, then the price the server stored.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { addPlainItem, appUrl, copyVenue, euro, openTable, openVenue, serverOrders, settled, squash, submitButton, toCheckout, toCheckoutFromCart, toMyOrders, useBrowserHarness } from './support'

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

  it('#13.6 a combo category opens on its special menus', async () => {
    const page = await harness().newPage()
    await openVenue(page, 'demo-online', 'category/11')
    await page.getByRole('heading', { name: 'Menù combo', level: 1 }).waitFor()
    await page.getByText('Menù Pizza').first().waitFor()
    expect(await page.getByText('Nessun prodotto in questa categoria.').count()).toBe(0)
  })
})
