// `npm run screens`: the guest's main screens on a 390 px phone in Italian, English and Arabic,
// written to docs/screens/ with an index (docs/screens/README.md), so a reader sees the product
// without running it (issue #16). Needs the built app (`npm run build`) and Debian's Chromium.
// Each language is one guest: two dishes in the cart, then a take-away order paid later, so the
// cart, the checkout and the order confirmation show what a guest sees at that step.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { launchChromium, PHONE, ROOT, startAppServer } from '../tests/browser/support/browser'

const LANGUAGES = [
  { code: 'it', locale: 'it-IT', name: 'Italiano' },
  { code: 'en', locale: 'en-GB', name: 'English' },
  { code: 'ar', locale: 'ar', name: 'العربية' },
] as const
const VENUE = 'demo-online'
const OUT = join(ROOT, 'docs/screens')

type Shot = { name: string; title: string; path: (placed: number) => string }

/** The screens, in the order a guest meets them. `placed` is the id of the order sent. */
const SCREENS: Shot[] = [
  { name: '01-venue-home', title: 'Venue home', path: () => `/restaurants/${VENUE}` },
  { name: '02-menu', title: 'À-la-carte menu', path: () => `/restaurants/${VENUE}/a-la-carte-menu` },
  { name: '03-category', title: 'Category', path: () => `/restaurants/${VENUE}/category/13` },
  { name: '04-item', title: 'Dish', path: () => `/restaurants/${VENUE}/item/107` },
  { name: '05-cart', title: 'Cart', path: () => `/restaurants/${VENUE}/cart` },
  { name: '06-checkout', title: 'Checkout', path: () => `/restaurants/${VENUE}/checkout` },
  { name: '07-confirmation', title: 'Order confirmation', path: (placed) => `/restaurants/${VENUE}/my-orders?placed=${placed}` },
  { name: '08-table', title: 'After a table QR code', path: () => `/restaurants/demo-table?t=${Buffer.from('1').toString('base64')}` },
  { name: '09-about', title: 'About the venue', path: () => `/restaurants/${VENUE}/about` },
  { name: '10-not-found', title: 'Unknown venue', path: () => '/restaurants/no-such-venue' },
]

async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null && document.querySelector('main, [role="alert"]') !== null, null, { timeout: 20_000 })
  await page.getByTestId('splash').waitFor({ state: 'detached', timeout: 10_000 }).catch(() => {})
  await page.waitForLoadState('networkidle')
}

/** Two dishes without options, by the Italian labels (the app's base language). */
async function fillCart(page: Page, base: string): Promise<void> {
  for (const item of [103, 104]) {
    await page.goto(`${base}/restaurants/${VENUE}/item/${item}?lang=it`)
    await settle(page)
    await page.getByRole('button', { name: 'AGGIUNGI', exact: true }).click()
    const popup = page.getByRole('dialog', { name: 'Scegli le opzioni' })
    await popup.getByRole('button', { name: 'AGGIUNGI', exact: true }).click()
    await popup.waitFor({ state: 'hidden' })
  }
}

/** A take-away order paid later; the id of the order sent. */
async function placeOrder(page: Page, base: string): Promise<number> {
  await page.goto(`${base}/restaurants/${VENUE}/checkout?lang=it`)
  await settle(page)
  await page.getByRole('radio', { name: 'Asporto' }).check()
  await page.getByRole('textbox', { name: 'Email' }).fill('giulia@example.com')
  const slot = page.getByRole('combobox', { name: 'Fascia oraria' })
  if ((await slot.count()) > 0) {
    const first = await slot.locator('option:not([disabled])').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).find((value) => value !== ''))
    if (first !== undefined) await slot.selectOption(first)
  }
  await page.getByRole('radio', { name: 'Paga dopo' }).check()
  await page.getByRole('checkbox', { name: /informativa privacy/ }).check()
  await page.getByRole('button', { name: "Invia l'ordine", exact: true }).click()
  await page.waitForURL((url) => url.searchParams.has('placed'), { timeout: 20_000 })
  return Number(new URL(page.url()).searchParams.get('placed'))
}

const server = await startAppServer()
const browser = await launchChromium()
rmSync(OUT, { recursive: true, force: true })
try {
  for (const language of LANGUAGES) {
    mkdirSync(join(OUT, language.code), { recursive: true })
    const context = await browser.newContext({ ...PHONE, locale: language.locale, deviceScaleFactor: 2, reducedMotion: 'reduce' })
    const page = await context.newPage()
    const base = `${server.url}/app`
    await fillCart(page, base)
    let placed = 0
    for (const shot of SCREENS) {
      if (shot.name === '07-confirmation') placed = await placeOrder(page, base)
      const path = shot.path(placed)
      await page.goto(`${base}${path}${path.includes('?') ? '&' : '?'}lang=${language.code}`)
      await settle(page)
      await page.screenshot({ path: join(OUT, language.code, `${shot.name}.png`) })
      process.stdout.write(`${language.code}/${shot.name}.png\n`)
    }
    await context.close()
  }
} finally {
  await browser.close()
  await server.close()
}

const rows = SCREENS.map((shot) => `| ${shot.title} | ${LANGUAGES.map((language) => `![${shot.title}, ${language.name}](${language.code}/${shot.name}.png)`).join(' | ')} |`)
writeFileSync(
  join(OUT, 'README.md'),
  [
    '# The guest app on a phone',
    '',
    'Made by `npm run screens` (scripts/screens.ts): the demo venues on a 390 px phone, one guest per language',
    'with two dishes in the cart and then a take-away order paid later. Run it again after changing a screen.',
    '',
    `| screen | ${LANGUAGES.map((language) => language.name).join(' | ')} |`,
    `|---|${LANGUAGES.map(() => '---').join('|')}|`,
    ...rows,
    '',
  ].join('\n'),
)
