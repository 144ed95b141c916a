// Venue extras, analytics and logging end to end (issue #6; SPEC §2, §7): the built PWA on the real
// server, in Debian's Chromium at the phone viewport. With the default configuration nothing leaves
// the page but calls to the app's own origin (the venue API and the app's assets).
import type { Page, Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { addMargheritasHere, browseToMargherita, expectAccessible, expectNoProblems, fillTakeAway, openVenue, orderCards, proceedFromCart, serverOrders, setOrderStatus, settled, submitButton, useBrowserHarness } from './support'

const harness = useBrowserHarness()
const HASH = 'demo-online'

/** Every request the page makes, as URLs (data: and blob: URLs never leave the page). */
function recordRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request: Request) => {
    const url = request.url()
    if (!url.startsWith('data:') && !url.startsWith('blob:')) urls.push(url)
  })
  return urls
}

/** Two, to reach the venue's minimum order. */
async function addTwoMargheritas(page: Page): Promise<void> {
  await browseToMargherita(page)
  await addMargheritasHere(page, 2)
}

async function orderTakeAway(page: Page): Promise<void> {
  await page.getByRole('link', { name: /^Il tuo ordine: \d+ prodott/ }).click()
  await page.waitForURL((url) => url.pathname === `/app/restaurants/${HASH}/cart`)
  await proceedFromCart(page, 'Asporto')
  await page.waitForURL((url) => url.pathname === `/app/restaurants/${HASH}/checkout`)
  await fillTakeAway(page)
  await submitButton(page).click()
  await page.waitForURL((url) => url.pathname === `/app/restaurants/${HASH}/my-orders`)
  await orderCards(page).first().waitFor()
}

describe('with the default configuration no request leaves the page (SPEC §7 analytics and logger off)', () => {
  it('browsing, ordering, reviews, share and about call only the app origin', async () => {
    const page = await harness().newPage()
    const requests = recordRequests(page)
    const sockets: string[] = []
    page.on('websocket', (socket) => sockets.push(socket.url()))
    await openVenue(page, HASH)
    await addTwoMargheritas(page)
    await orderTakeAway(page)
    // The review prompt waits until the order is completed (issue #16.6), then leads to the reviews.
    expect(await page.getByTestId('review-prompt').count()).toBe(0)
    const [order] = await serverOrders(page, HASH)
    await setOrderStatus(harness().url, HASH, order!.id, 'completed')
    await page.getByTestId('review-prompt').getByRole('link', { name: 'Lascia una recensione' }).click()
    await page.getByRole('heading', { name: 'Recensioni' }).waitFor()
    await openVenue(page, HASH, 'socialshare')
    await page.getByRole('heading', { name: 'Condividi' }).waitFor()
    await openVenue(page, HASH, 'about')
    await page.getByRole('button', { name: 'Segnala un errore di traduzione' }).waitFor()
    await page.waitForLoadState('networkidle')

    const origin = new URL(harness().url).origin
    expect(requests.length).toBeGreaterThan(0)
    expect(requests.filter((url) => new URL(url).origin !== origin)).toEqual([])
    expect(requests.filter((url) => new URL(url).pathname === '/api/logger')).toEqual([])
    expect(requests.some((url) => new URL(url).pathname === `/api/v4/restaurants/${HASH}/order`)).toBe(true)
    // The order is followed live through the venue API's realtime endpoint (same host, its own port).
    expect(sockets.filter((url) => new URL(url).hostname !== new URL(origin).hostname)).toEqual([])
    expect(await page.evaluate(() => (window as { dataLayer?: unknown }).dataLayer)).toBeUndefined()
    // Leaving my orders while the live connection opens, and the browser's favicon probe, are not ours to judge here.
    expectNoProblems(page, { allowHttp: [/favicon\.ico/, /WebSocket is already in CLOSING or CLOSED state/] })
  })
})

describe('configuration turns analytics and the logger on (SPEC §7)', () => {
  it('a dataLayer sink records the page views and the mapped events; the logger gets addproduct', async () => {
    const page = await harness().newPage()
    await page.addInitScript(() => {
      ;(window as { __COMANDA_EXTRAS__?: unknown }).__COMANDA_EXTRAS__ = { analytics: { sink: 'dataLayer' }, logger: { url: '/api/logger', token: 'demo-business-token' } }
    })
    const logged = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/logger')
    await openVenue(page, HASH)
    await addTwoMargheritas(page)
    const response = await logged
    expect(response.status()).toBe(201)
    const entry = response.request().postDataJSON() as { data: { type: string; attributes: { ris_id: unknown; action: string; payload: { lang: string; metadata: unknown } } } }
    expect(entry.data.type).toBe('comandalog')
    expect(entry.data.attributes).toMatchObject({ ris_id: 101, action: 'addproduct', payload: { lang: 'it', metadata: { name: 'Margherita', type: 'menu-entry', product: 107, is_drink: false } } })
    const layer = () => page.evaluate(() => (window as { dataLayer?: { event: string; page_path?: string; event_label?: string | null }[] }).dataLayer ?? [])
    await expect.poll(async () => (await layer()).map((hit) => hit.event)).toEqual(expect.arrayContaining(['page_view', 'view_category', 'view_dish', 'add_to_order']))
    const hits = await layer()
    expect(hits.filter((hit) => hit.event === 'page_view').map((hit) => hit.page_path)).toEqual(expect.arrayContaining([`/frontend/restaurants/${HASH}`, `/frontend/restaurants/${HASH}/item/107`]))
    expect(hits.find((hit) => hit.event === 'add_to_order')?.event_label).toBe('Margherita')
  })
})

describe('reviews and share screens (SPEC §2)', () => {
  it("reviews list the venue's review sites, opening in a new tab", async () => {
    const page = await harness().newPage()
    await openVenue(page, HASH, 'reviews')
    await page.getByRole('heading', { name: 'Recensioni' }).waitFor()
    const google = page.getByRole('link', { name: /Recensisci su Google/ })
    expect(await google.getAttribute('href')).toBe('https://g.page/r/demo-online/review')
    expect(await google.getAttribute('target')).toBe('_blank')
    await expect.poll(() => page.getByRole('link', { name: /Recensisci su/ }).count()).toBe(2)
    expect(await page.getByText(/presto disponibile/).count()).toBe(0)
    await expectAccessible(page)
    expectNoProblems(page)
  })

  it("share offers the venue's social links", async () => {
    const page = await harness().newPage()
    await openVenue(page, HASH, 'socialshare')
    await page.getByRole('heading', { name: 'Condividi' }).waitFor()
    expect(await page.getByRole('link', { name: /Condividi su Facebook/ }).getAttribute('href')).toContain('facebook.com/sharer')
    expect(await page.getByRole('link', { name: /Condividi su WhatsApp/ }).getAttribute('href')).toContain('wa.me')
    await expectAccessible(page)
    expectNoProblems(page)
  })

  it("a tap on the about screen's quiz button as soon as the page is ready is answered, however late the extras' code arrives", async () => {
    // Before: the screen was hydrated while its extras' part waited for its chunk, and a tap on it
    // then was lost (React could not hydrate the part to answer it).
    const page = await harness().newPage()
    await page.route(/\/assets\/AboutExtras-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      await route.continue()
    })
    await openVenue(page, HASH, 'about')
    await page.getByRole('button', { name: 'Gioca al quiz' }).click()
    await page.getByRole('dialog', { name: 'Quiz' }).waitFor({ timeout: 10_000 })
    expectNoProblems(page)
  })

  it('about opens the quiz (same-origin demo page) and the translation error report', async () => {
    const page = await harness().newPage()
    await openVenue(page, HASH, 'about')
    await page.getByRole('button', { name: 'Gioca al quiz' }).click()
    const quiz = page.getByRole('dialog', { name: 'Quiz' })
    await quiz.waitFor()
    // The title and the close control keep off the screen's edges (the popup's padding was 0 for its header too).
    const title = await quiz.getByRole('heading', { name: 'Quiz' }).boundingBox()
    const close = await page.getByRole('button', { name: 'Chiudi il quiz' }).boundingBox()
    expect(title!.x).toBeGreaterThanOrEqual(12)
    expect(390 - (close!.x + close!.width)).toBeGreaterThanOrEqual(8)
    await page.frameLocator('iframe[title="Il quiz del locale"]').getByRole('heading', { name: 'Quiz della pizza' }).waitFor()
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Chiudi il quiz' }).click()
    await quiz.waitFor({ state: 'hidden' })

    await page.getByRole('button', { name: 'Segnala un errore di traduzione' }).click()
    const form = page.getByRole('dialog', { name: 'Errore di traduzione' })
    await form.getByRole('textbox', { name: /Testo sbagliato/ }).fill('"Pizze rosse" è tradotto male')
    await form.getByRole('button', { name: 'Invia la segnalazione' }).click()
    await form.getByText('Grazie! Segnalazione inviata.').waitFor()
    await expectAccessible(page)
    await settled(page)
    expectNoProblems(page)
  })
})
