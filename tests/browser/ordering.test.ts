// Ordering end to end (SPEC §2, §4; DESIGN §9 "End to end"): the built PWA on the real server, in
// Debian's Chromium at the phone viewport, driven by role and accessible name in Italian.
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { appUrl, browseToMargherita, deviceIdOf, euro, expectAccessible, fillTakeAway, openVenue, orderCards, proceedFromCart, ROOT, serverOrders, setOrderStatus, settled, squash, submitButton, toMyOrders, useBrowserHarness, type WireOrder } from './support'

const run = promisify(execFile)
const harness = useBrowserHarness()

const HASH = 'demo-online'

async function textOf(page: Page, testId: string): Promise<string> {
  return squash(await page.getByTestId(testId).innerText())
}

const setStatus = (orderId: number, status: string) => setOrderStatus(harness().url, HASH, orderId, status)

/** The options popup: AGGIUNGI stays disabled until the required dough (Impasto) is chosen. */
async function addMargheritas(page: Page, quantity: number, options: { checkAccessible?: boolean } = {}): Promise<void> {
  await openVenue(page, HASH)
  await browseToMargherita(page)
  await page.getByRole('button', { name: 'AGGIUNGI', exact: true }).click()
  const popup = page.getByRole('dialog', { name: 'Scegli le opzioni' })
  await popup.waitFor()
  const add = popup.getByRole('button', { name: 'AGGIUNGI', exact: true })
  await expect.poll(() => add.isDisabled()).toBe(true)
  const dough = popup.getByRole('radiogroup', { name: 'Impasto' })
  await dough.getByRole('radio', { name: 'Classico' }).check()
  await expect.poll(() => add.isEnabled()).toBe(true)
  for (let n = 1; n < quantity; n++) await popup.getByRole('button', { name: 'Aggiungi uno: Margherita' }).click()
  if (options.checkAccessible) await expectAccessible(page)
  await add.click()
  await popup.waitFor({ state: 'hidden' })
}

async function openCart(page: Page): Promise<void> {
  await page.getByRole('link', { name: /^Il tuo ordine: \d+ prodott/ }).click()
  await page.waitForURL((url) => url.pathname === `/app/restaurants/${HASH}/cart`)
  await page.getByRole('heading', { name: 'Il tuo ordine' }).waitFor()
}

async function applyCoupon(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Codice sconto' }).fill(code)
  await page.getByRole('button', { name: 'Applica' }).click()
}

/** From the cart: checkout as take-away (e-mail, a time slot when asked, the privacy box). */
async function checkoutTakeAway(page: Page): Promise<void> {
  await proceedFromCart(page, 'Asporto')
  await page.waitForURL((url) => url.pathname === `/app/restaurants/${HASH}/checkout`)
  await fillTakeAway(page)
}


describe('ordering on demo-online, take-away (SPEC §2, §4)', () => {
  it('item with a required dough → cart → coupons → checkout → My orders with the server total', async () => {
    const page = await harness().newPage()
    await addMargheritas(page, 2)
    await openCart(page)

    const lines = page.getByTestId('cart-line')
    await expect.poll(() => lines.count()).toBe(1)
    expect(squash(await lines.first().innerText())).toContain('Margherita')
    expect(squash(await lines.first().innerText())).toContain('Classico')
    expect(await page.getByTestId('line-quantity').innerText()).toBe('2')
    expect(await textOf(page, 'totals-total')).toContain(euro(13))

    await applyCoupon(page, 'SCADUTO')
    await page.getByText('Il coupon inserito è scaduto').waitFor()
    await expect.poll(() => page.getByTestId('totals-discount').count()).toBe(0)

    await applyCoupon(page, 'BENVENUTO10')
    await page.getByText('Coupon BENVENUTO10 applicato').waitFor()
    expect(await textOf(page, 'totals-discount')).toContain(`-${euro(1.3)}`)
    expect(await textOf(page, 'totals-total')).toContain(euro(11.7))

    await checkoutTakeAway(page)
    await submitButton(page).click()
    await toMyOrders(page, HASH)

    const card = orderCards(page)
    await expect.poll(() => card.count()).toBe(1)
    const orders = await serverOrders(page, HASH)
    expect(orders).toHaveLength(1)
    const [order] = orders
    expect(order!.status).toBe('pending')
    expect(order!.total_cost).toBeCloseTo(11.7, 2)
    const shown = squash((await card.textContent()) ?? '')
    expect(shown).toContain(`Ordine #${order!.restaurantorderid ?? order!.id}`)
    // the order just sent is confirmed on top of My orders (issue #16.6)
    expect(shown).toContain(`Ordine #${order!.restaurantorderid ?? order!.id} inviato`)
    expect(shown).toContain('In attesa')
    expect(shown).toContain(euro(order!.total_cost))
  })

  it('a double tap on "Invia l\'ordine" makes exactly one order', async () => {
    const page = await harness().newPage()
    await addMargheritas(page, 2)
    await openCart(page)
    await checkoutTakeAway(page)
    await submitButton(page).scrollIntoViewIfNeeded()
    const box = await submitButton(page).boundingBox()
    if (!box) throw new Error('the submit button has no box')
    const x = box.x + box.width / 2
    const y = box.y + box.height / 2
    await page.touchscreen.tap(x, y)
    await page.touchscreen.tap(x, y).catch(() => {})
    await toMyOrders(page, HASH)
    await expect.poll(() => orderCards(page).count()).toBe(1)
    // Let a second request (if any) land before counting on the server.
    await page.waitForLoadState('networkidle')
    expect(await serverOrders(page, HASH)).toHaveLength(1)
  })

  it('two clicks in the same task (no render in between) still make exactly one order', async () => {
    const page = await harness().newPage()
    await addMargheritas(page, 2)
    await openCart(page)
    await checkoutTakeAway(page)
    await submitButton(page).evaluate((button) => {
      ;(button as HTMLButtonElement).click()
      ;(button as HTMLButtonElement).click()
    })
    await toMyOrders(page, HASH)
    await expect.poll(() => orderCards(page).count()).toBe(1)
    await page.waitForLoadState('networkidle')
    expect(await serverOrders(page, HASH)).toHaveLength(1)
  })
})

describe('My orders follows the staff status (SPEC §4 Order submit)', () => {
  it('after a staff change, reloading My orders (the 120 s poll path) shows the new status', async () => {
    const page = await harness().newPage()
    await addMargheritas(page, 2)
    await openCart(page)
    await checkoutTakeAway(page)
    await submitButton(page).click()
    await toMyOrders(page, HASH)
    const status = page.getByTestId('order-status')
    await expect.poll(() => status.textContent()).toBe('In attesa')
    const [order] = await serverOrders(page, HASH)
    await setStatus(order!.id, 'accepted')
    await page.reload()
    await settled(page)
    await expect.poll(() => status.textContent()).toBe('Accettato')
  })
})

/** Sends a take-away order of two Margheritas with BENVENUTO10; returns the server's order. */
async function placeOrder(page: Page): Promise<WireOrder> {
  await addMargheritas(page, 2)
  await openCart(page)
  await applyCoupon(page, 'BENVENUTO10')
  await page.getByText('Coupon BENVENUTO10 applicato').waitFor()
  await checkoutTakeAway(page)
  await submitButton(page).click()
  await toMyOrders(page, HASH)
  await expect.poll(() => orderCards(page).count()).toBe(1)
  const [order] = await serverOrders(page, HASH)
  return order!
}

describe('live order updates (SPEC §4 OrderStateChange)', () => {
  it('a staff status change reaches My orders live, without a reload', async () => {
    expect(harness().server.realtimePort).toBeGreaterThan(0)
    const page = await harness().newPage()
    // Resolves once the app's order channel subscription has succeeded on the realtime endpoint.
    const subscribed = new Promise<void>((resolve) => {
      page.on('websocket', (socket) => {
        socket.on('framereceived', (frame) => {
          if (String(frame.payload).includes('pusher_internal:subscription_succeeded')) resolve()
        })
      })
    })
    const order = await placeOrder(page)
    const status = page.getByTestId('order-status')
    await expect.poll(() => status.textContent()).toBe('In attesa')
    await subscribed
    await setStatus(order.id, 'preparing')
    // No reload: the OrderStateChange event tells the guest in blue and reloads the orders.
    await expect.poll(() => page.getByRole('status').filter({ hasText: `Lo stato dell'ordine #${order.restaurantorderid} è stato aggiornato!` }).count(), { timeout: 10_000 }).toBe(1)
    await expect.poll(() => status.textContent(), { timeout: 10_000 }).toBe('In preparazione')
  })
})

describe('languages (SPEC §4 Language choice)', () => {
  it('an Arabic session (?lang=ar) is laid out right to left and shows Arabic text', async () => {
    const page = await harness().newPage()
    await page.goto(appUrl(harness(), `/restaurants/${HASH}?lang=ar`))
    await settled(page)
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    await expect.poll(async () => /[\u0600-\u06FF]/.test((await page.locator('main').textContent()) ?? '')).toBe(true)
  })
})

describe('the event log after ordering (DESIGN §3, §8)', () => {
  it('downloads from about and replays to the cart and orders the page showed', async () => {
    const page = await harness().newPage()
    const order = await placeOrder(page)
    const shownOrder = squash((await orderCards(page).textContent()) ?? '')
    await openVenue(page, HASH, 'cart')
    await page.getByRole('heading', { name: 'Il tuo ordine' }).waitFor()
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(0)
    await openVenue(page, HASH, 'about')
    const dir = mkdtempSync(join(tmpdir(), 'comanda-order-export-'))
    try {
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Segnala un problema' }).click()])
      const file = join(dir, download.suggestedFilename() || 'comanda.log.json')
      await download.saveAs(file)
      const { stdout } = await run(process.execPath, [join(ROOT, 'cli/comanda.js'), 'replay', file, '--json'], { cwd: ROOT })
      const replayed = JSON.parse(stdout) as {
        venue: string
        deviceId: string
        quarantine: unknown[]
        views: { cart: { lines: unknown[]; count: number; coupon: unknown }; myOrders: { orders: { id: number; restaurantorderid: number | null; status: string; total_cost: number; coupon_value: number }[] } }
      }
      expect(replayed.venue).toBe(HASH)
      expect(replayed.deviceId).toBe(await deviceIdOf(page))
      expect(replayed.quarantine).toEqual([])
      // The cart the page showed after ordering: empty (SPEC §4 Cart).
      expect(replayed.views.cart.count).toBe(0)
      expect(replayed.views.cart.lines).toEqual([])
      // My orders as the page showed it: the one order, its number, status and total (cents).
      expect(replayed.views.myOrders.orders).toHaveLength(1)
      const [replayedOrder] = replayed.views.myOrders.orders
      expect(replayedOrder!.id).toBe(order.id)
      expect(replayedOrder!.status).toBe('pending')
      expect(replayedOrder!.total_cost).toBe(Math.round(order.total_cost * 100))
      expect(replayedOrder!.coupon_value).toBe(Math.round(order.coupon_value * 100))
      expect(shownOrder).toContain(`Ordine #${replayedOrder!.restaurantorderid ?? replayedOrder!.id}`)
      expect(shownOrder).toContain(euro(replayedOrder!.total_cost / 100))
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('accessibility while ordering (axe: no serious or critical violation)', () => {
  it('menu, item options popup, cart and checkout', async () => {
    const page = await harness().newPage()
    await openVenue(page, HASH, 'a-la-carte-menu')
    await page.getByRole('link', { name: 'Pizze rosse' }).waitFor()
    await expectAccessible(page)
    await addMargheritas(page, 1, { checkAccessible: true })
    await openCart(page)
    await applyCoupon(page, 'BENVENUTO10')
    await page.getByText('Coupon BENVENUTO10 applicato').waitFor()
    await expectAccessible(page)
    await checkoutTakeAway(page)
    await expectAccessible(page)
  })
})
