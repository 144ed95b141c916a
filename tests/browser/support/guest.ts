// What a guest does again and again in the browser tests (Italian role names), and what the tests
// read back from the server about that guest.
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { formatMoney } from '../../../domain/display'
import { openVenue } from './harness'

export const squash = (text: string) => text.replace(/\s+/g, ' ').trim()

/** Money (euros) as the page shows it in Italian, e.g. "€ 11,70". */
export const euro = (amount: number) => squash(formatMoney(Math.round(amount * 100), { symbol: '€', locale: 'it' }))

export type WireOrder = {
  id: number
  restaurantorderid: number | null
  status: string
  total_cost: number
  coupon_value: number
  shipping_cost: number
  payment_result: number | null
  order_date: string | null
}

export async function deviceIdOf(page: Page): Promise<string> {
  const raw = await page.evaluate(() => window.localStorage.getItem('comanda:deviceID'))
  if (!raw) throw new Error('no comanda:deviceID in localStorage')
  return raw.startsWith('"') ? (JSON.parse(raw) as string) : raw
}

/** The headers the app proves its device with (DESIGN §7 trust): its id and the secret the server gave it. */
export async function deviceHeadersOf(page: Page): Promise<Record<string, string>> {
  const secret = await page.evaluate(() => window.localStorage.getItem('comanda:deviceSecret'))
  return { 'x-device-id': await deviceIdOf(page), ...(secret ? { 'x-device-secret': secret } : {}) }
}

/** The guest's orders as the server has them (SPEC §7 orders of a device), asked as the guest's device. */
export async function serverOrders(page: Page, hash: string): Promise<WireOrder[]> {
  const origin = new URL(page.url()).origin
  const response = await fetch(`${origin}/api/v3/restaurants/${hash}/orders/${encodeURIComponent(await deviceIdOf(page))}`, { headers: await deviceHeadersOf(page) })
  expect(response.status).toBe(200)
  return ((await response.json()) as { orders: WireOrder[] }).orders
}

/** My orders' orders: the one just placed, confirmed on top (issue #16.6), and the list's cards. */
export const orderCards = (page: Page) => page.locator('[data-testid="order-confirmation"], [data-testid="my-order"]')

export const submitButton = (page: Page) => page.getByRole('button', { name: "Invia l'ordine", exact: true })

/** Adds an item without options from its page (AGGIUNGI), then waits for the cart bar's count. */
export async function addPlainItem(page: Page, hash: string, itemId: number, name: string, count: number): Promise<void> {
  await openVenue(page, hash, `item/${itemId}`)
  await page.getByRole('heading', { name }).first().waitFor()
  await page.getByRole('button', { name: 'AGGIUNGI', exact: true }).click()
  const popup = page.getByRole('dialog', { name: 'Scegli le opzioni' })
  await popup.getByRole('button', { name: 'AGGIUNGI', exact: true }).click()
  await popup.waitFor({ state: 'hidden' })
  await page.getByRole('link', { name: new RegExp(`^Il tuo ordine: ${count} prodott`) }).waitFor()
}

export async function toCheckout(page: Page, hash: string): Promise<void> {
  await page.getByRole('link', { name: /^Il tuo ordine: \d+ prodott/ }).click()
  await toCheckoutFromCart(page, hash)
}

export async function toCheckoutFromCart(page: Page, hash: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === `/app/restaurants/${hash}/cart`)
  await page.getByRole('heading', { name: 'Il tuo ordine' }).waitFor()
  // The covers popup shows only inside the venue's covers slots: confirm it when it is there.
  const covers = page.getByRole('dialog', { name: 'Coperti' })
  if (await covers.isVisible().catch(() => false)) {
    await covers.getByRole('button', { name: 'Conferma' }).click()
    await covers.waitFor({ state: 'hidden' })
  }
  await proceedFromCart(page)
  await page.waitForURL((url) => url.pathname === `/app/restaurants/${hash}/checkout`)
}

/**
 * The cart's way on: "Procedi all'ordine", or where the venue offers several modes (issue #16.10)
 * the button of `mode`, the first one when not given (the form still lets the guest change it).
 */
export async function proceedFromCart(page: Page, mode?: string): Promise<void> {
  const modes = page.getByRole('group', { name: "Come vuoi ricevere l'ordine?" })
  const single = page.getByRole('button', { name: "Procedi all'ordine" })
  await modes.or(single).first().waitFor()
  if ((await modes.count()) === 0) return single.click()
  await (mode === undefined ? modes.getByRole('button').first() : modes.getByRole('button', { name: mode, exact: true })).click()
}

export async function toMyOrders(page: Page, hash: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === `/app/restaurants/${hash}/my-orders`)
  await page.getByRole('heading', { name: 'I tuoi ordini' }).waitFor()
}

/** From the venue home, which shows the menu (issue #16.10): the Pizze rosse tab → Margherita (item 107, demo-online). */
export async function browseToMargherita(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Sezioni del menù' }).getByRole('link', { name: 'Pizze rosse' }).click()
  await page.getByRole('link', { name: 'Margherita', exact: true }).first().click()
  await page.waitForURL((url) => /\/item\/107$/.test(url.pathname))
  await page.getByRole('heading', { name: 'Margherita' }).first().waitFor()
}

/** On Margherita's page: AGGIUNGI, the required dough (Classico), `quantity` of them, added. */
export async function addMargheritasHere(page: Page, quantity: number): Promise<void> {
  await page.getByRole('button', { name: 'AGGIUNGI', exact: true }).click()
  const popup = page.getByRole('dialog', { name: 'Scegli le opzioni' })
  await popup.getByRole('radiogroup', { name: 'Impasto' }).getByRole('radio', { name: 'Classico' }).check()
  for (let n = 1; n < quantity; n++) await popup.getByRole('button', { name: 'Aggiungi uno: Margherita' }).click()
  await popup.getByRole('button', { name: 'AGGIUNGI', exact: true }).click()
  await popup.waitFor({ state: 'hidden' })
}

/** The first time slot still open, when the form asks for one. */
export async function chooseFirstSlot(page: Page, label = 'Fascia oraria'): Promise<void> {
  const slot = page.getByRole('combobox', { name: label })
  if ((await slot.count()) === 0) return
  const values = await slot.locator('option:not([disabled])').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter((value) => value !== ''))
  expect(values.length).toBeGreaterThan(0)
  await slot.selectOption(values[0]!)
}

/** On the checkout: take-away, an e-mail, the first open slot, the payment when given, the privacy box. */
export async function fillTakeAway(page: Page, payment: RegExp | null = null): Promise<void> {
  await page.getByRole('radio', { name: 'Asporto' }).check()
  await page.getByRole('textbox', { name: 'Email' }).fill('guest@example.com')
  await chooseFirstSlot(page)
  if (payment) await page.getByRole('radio', { name: payment }).check()
  await page.getByRole('checkbox', { name: /informativa privacy/ }).check()
}
