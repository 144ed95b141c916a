// Issue #18: the table's shared tab on two phones at demo-table's table 4, in Debian's Chromium on the
// built PWA and the real server. A opens the tab, B joins, both add, A sends the round, B pays its
// lines with a 10 % tip, A pays what is left: the venue's order and both receipts are right.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import Sqlite from 'better-sqlite3'
import { join } from 'node:path'
import { addPlainItem, appUrl, expectAccessible, expectNoProblems, openTable, setOrderStatus, settled, squash, useBrowserHarness } from './support'

const harness = useBrowserHarness()
const HASH = 'demo-table'

function rows<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Sqlite(join(harness().dataDir, 'comanda.sqlite'))
  db.pragma('busy_timeout = 5000')
  try {
    return db.prepare(sql).all(...params) as T[]
  } finally {
    db.close()
  }
}

async function joinTheTab(page: Page, offer: RegExp, name: string, email: string, button: string, table = 4): Promise<void> {
  await page.goto(appUrl(harness(), `/restaurants/${HASH}?t=${Buffer.from(String(table)).toString('base64')}`))
  await settled(page)
  await page.getByRole('button', { name: offer }).click()
  const dialog = page.getByRole('dialog', { name: 'Il conto del tavolo' })
  // its close button has a name a screen reader says
  await dialog.getByRole('button', { name: 'Chiudi' }).waitFor()
  await dialog.getByRole('textbox', { name: 'Il tuo nome (o un emoji)' }).fill(name)
  await dialog.getByRole('textbox', { name: 'E-mail per la ricevuta (facoltativa)' }).fill(email)
  await dialog.getByRole('button', { name: button }).click()
  await page.waitForURL((url) => url.pathname === `/app/restaurants/${HASH}/tab`)
  await page.getByRole('heading', { name: `Conto del Tavolo ${table}` }).waitFor()
}

async function putOnTab(page: Page, itemId: number, name: string): Promise<void> {
  await addPlainItem(page, HASH, itemId, name, 1)
  await page.goto(appUrl(harness(), `/restaurants/${HASH}/cart`))
  await settled(page)
  await page.getByRole('button', { name: 'Metti sul conto del tavolo' }).click()
  await page.waitForURL((url) => url.pathname === `/app/restaurants/${HASH}/tab`)
}

const totals = async (page: Page) => squash(await page.getByTestId('tab-totals').innerText())

async function payOnProvider(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname.startsWith('/pay/sim/'))
  await page.getByRole('button', { name: 'Approva' }).click()
  await page.waitForURL((url) => url.pathname === `/app/restaurants/${HASH}/tab`)
  await settled(page)
}

describe('issue #18 the table\'s shared tab, two phones at table 4', () => {
  it("at a scanned table the cart bar carries the tab's line: a dish's AGGIUNGI, scrolled to the end, is above the bar, not under it", async () => {
    await openTable(harness().url, HASH, 5)
    const page = await harness().newPage()
    // a phone whose screen is shorter than the dish's page: the page's end is what decides
    await page.setViewportSize({ width: 390, height: 600 })
    await page.goto(appUrl(harness(), `/restaurants/${HASH}/item/202?t=${Buffer.from('5').toString('base64')}`))
    await settled(page)
    const bar = page.locator('nav.comanda-venue-bottom-bar')
    // the tab's line is in the bar (the bar is taller than its button alone)
    await page.getByRole('button', { name: /apri il conto del Tavolo 5/ }).waitFor()
    const add = page.getByRole('button', { name: 'AGGIUNGI', exact: true })
    const overlap = async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      const [button, under] = [(await add.boundingBox())!, (await bar.boundingBox())!]
      return button.y + button.height - under.y
    }
    await expect.poll(overlap).toBeLessThanOrEqual(0)
    // a tap reaches it (the bar intercepted it)
    await add.click({ trial: true, timeout: 2_000 })
  })

  it('a line put on the tab offline is pushed as soon as the phone is back online: the other phone sees it, nobody reloads', async () => {
    await openTable(harness().url, HASH, 6)
    const anna = await harness().newPage()
    const bruno = await harness().newPage()
    await joinTheTab(anna, /apri il conto del Tavolo 6/, 'Anna', 'anna@example.com', 'Apri il conto', 6)
    await joinTheTab(bruno, /^Al Tavolo 6 c'è un conto aperto con 1 persona: unisciti$/, 'Bruno', 'bruno@example.com', 'Unisciti', 6)
    await addPlainItem(bruno, HASH, 207, 'Lasagne alla bolognese', 1)
    await bruno.goto(appUrl(harness(), `/restaurants/${HASH}/cart`))
    await settled(bruno)
    await bruno.context().setOffline(true)
    await bruno.getByRole('button', { name: 'Metti sul conto del tavolo' }).click()
    await bruno.waitForURL((url) => url.pathname === `/app/restaurants/${HASH}/tab`)
    await bruno.getByText('in invio').waitFor()
    await bruno.context().setOffline(false)
    await anna.getByRole('heading', { name: 'Bruno · € 12,50' }).waitFor({ timeout: 5_000 })
    await expect.poll(() => bruno.getByText('in invio').count(), { timeout: 5_000 }).toBe(0)
  })

  it('A opens, B joins, both add, A sends the round, B pays its lines with 10 %, A pays the rest', async () => {
    await openTable(harness().url, HASH, 4)
    const anna = await harness().newPage()
    const bruno = await harness().newPage()

    await joinTheTab(anna, /apri il conto del Tavolo 4/, 'Anna', 'anna@example.com', 'Apri il conto')
    await joinTheTab(bruno, /^Al Tavolo 4 c'è un conto aperto con 1 persona: unisciti$/, 'Bruno', 'bruno@example.com', 'Unisciti')
    await expectAccessible(bruno)

    await putOnTab(anna, 202, 'Tagliere bolognese')
    await putOnTab(bruno, 207, 'Lasagne alla bolognese')
    // each phone shows the whole tab live, grouped by guest with each guest's subtotal
    await anna.getByRole('heading', { name: 'Bruno · € 12,50' }).waitFor()
    await bruno.getByRole('heading', { name: 'Anna · € 13,50' }).waitFor()
    expect(await bruno.getByRole('heading', { name: 'Bruno (tu) · € 12,50' }).isVisible()).toBe(true)
    // one cover each at 2,50, charged once for the tab
    await expect.poll(() => totals(anna)).toContain('Totale del conto € 31')
    // lines not sent yet are nothing to pay: the tab says to send them, not that a payment is under way
    await anna.getByText('Niente da pagare ora: prima inviate un giro in cucina.').waitFor()

    await anna.getByRole('button', { name: /^Invia il giro in cucina/ }).click()
    const round = async (page: Page) => squash(await page.getByTestId('tab-round').innerText())
    await expect.poll(() => round(anna)).toMatch(/^Giro 1 · ordine #\d+ · 2 righe, inviato da Anna In attesa$/i)
    // the kitchen moves the round on: every phone at the table follows it (helper review: a round's status never showed)
    const [order] = rows<{ id: number }>("SELECT id FROM orders WHERE venue_hash = ? AND device_id LIKE 'tab-%' ORDER BY id DESC LIMIT 1", HASH)
    await setOrderStatus(harness().url, HASH, order!.id, 'preparing')
    await expect.poll(() => round(bruno)).toMatch(/In preparazione$/i)
    // each phone's My orders shows the round, and says nothing of having sent no orders
    await bruno.goto(appUrl(harness(), `/restaurants/${HASH}/my-orders`))
    await settled(bruno)
    await expect.poll(async () => squash(await bruno.getByTestId('tab-rounds').innerText())).toMatch(/^Conto del Tavolo 4 Giro 1 · ordine #\d+ · 2 righe, inviato da Anna In preparazione$/i)
    expect(await bruno.getByText('Non hai ancora inviato ordini.').count()).toBe(0)
    // and follows it there live while it shows (review: My orders did not follow the tab)
    await setOrderStatus(harness().url, HASH, order!.id, 'ready')
    await expect.poll(async () => squash(await bruno.getByTestId('tab-rounds').innerText())).toMatch(/Pronto$/i)
    await bruno.getByRole('link', { name: 'Conto del Tavolo 4' }).click()
    await bruno.waitForURL((url) => url.pathname === `/app/restaurants/${HASH}/tab`)

    // B: my lines (12,50); a tip of their own typed the Italian way, key by key (guest helper: "2,5" became 25)
    await bruno.getByRole('radio', { name: 'Le mie righe (€ 12,50)' }).check()
    await bruno.getByText('Altro', { exact: true }).click()
    await bruno.getByRole('textbox', { name: 'Mancia' }).pressSequentially('2,5')
    await bruno.getByRole('button', { name: 'Paga € 15' }).waitFor()
    // then a 10 % tip
    await bruno.getByText('10 %', { exact: true }).click()
    await bruno.getByRole('button', { name: 'Paga € 13,75' }).click()
    await payOnProvider(bruno)
    await bruno.getByText('Bruno: € 12,50 + mancia € 1,25 (pagato)').waitFor()
    // the line paid shows paid on the other phone too
    await expect.poll(() => totals(anna)).toContain('Pagato € 12,50')

    // A tries to pay it all and the card is declined: the share stays held until A gives it up
    await anna.getByRole('radio', { name: 'Tutto quello che resta (€ 18,50)' }).check()
    await anna.getByRole('button', { name: 'Paga € 18,50' }).click()
    await anna.waitForURL((url) => url.pathname.startsWith('/pay/sim/'))
    await anna.getByRole('button', { name: 'Rifiuta' }).click()
    await anna.waitForURL((url) => url.pathname === `/app/restaurants/${HASH}/tab`)
    await settled(anna)
    const held = anna.getByTestId('tab-my-pending')
    await held.waitFor()
    expect(squash(await held.innerText())).toContain('Il tuo pagamento di € 18,50 è in corso')
    await bruno.getByText('Quello che resta da pagare è già in corso di pagamento.').waitFor()
    await held.getByRole('button', { name: 'Annulla il pagamento' }).click()
    await held.waitFor({ state: 'detached' })
    await anna.getByText('Anna: € 18,50 + mancia € 0 (non riuscito)').waitFor()

    // A: all that is left (13,50 + 2 covers)
    await anna.getByRole('radio', { name: 'Tutto quello che resta (€ 18,50)' }).check()
    await anna.getByRole('button', { name: 'Paga € 18,50' }).click()
    await payOnProvider(anna)
    await anna.getByText('Il conto è saldato: grazie!').waitFor()
    await bruno.getByText('Il conto è saldato: grazie!').waitFor()
    expect(await anna.getByTestId('tab-left').innerText()).toBe('€ 0')

    // the venue received one order for the round, each row tagged by guest
    const orders = rows<{ total_cost: number; body: string }>('SELECT total_cost, body FROM orders WHERE venue_hash = ? AND device_id LIKE ?', HASH, 'tab-%')
    expect(orders).toHaveLength(1)
    expect(orders[0]!.total_cost).toBe(1350 + 1250 + 2 * 250)
    expect((JSON.parse(orders[0]!.body) as { order: { rows: { details: string }[] } }).order.rows.map((row) => row.details)).toEqual(['«Anna»', '«Bruno»'])
    // and each payer's receipt by mail
    const receipts = rows<{ to_email: string; body: string }>("SELECT to_email, body FROM mail_outbox WHERE kind = 'tab_receipt' ORDER BY id")
    expect(receipts.map((receipt) => receipt.to_email)).toEqual(['bruno@example.com', 'anna@example.com'])
    expect(receipts[0]!.body).toMatch(/Paid: € 12,50\nTip: € 1,25\nCharged: € 13,75/)
    expect(receipts[1]!.body).toMatch(/Paid: € 18,50\nTip: € 0\nCharged: € 18,50\nLeft on the tab: € 0/)
    expectNoProblems(anna)
    expectNoProblems(bruno)
  }, 120_000)
})
