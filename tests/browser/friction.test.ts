// Issue #16: what a guest trips over, seen as the guest sees it on a phone, in Italian.
import { describe, expect, it } from 'vitest'
import { addPlainItem, openVenue, submitButton, toCheckout, useBrowserHarness } from './support'

const harness = useBrowserHarness()

describe('issue #16: a guest\'s evening without friction', () => {
  it('#16.8 under the minimum order the reason is said next to the greyed send button, with the amount still missing', async () => {
    const page = await harness().newPage()
    await addPlainItem(page, 'demo-online', 103, 'Bruschetta al pomodoro', 1)
    await toCheckout(page, 'demo-online')
    await page.getByRole('radio', { name: 'Asporto' }).check()
    expect(await submitButton(page).isDisabled()).toBe(true)
    const reason = page.getByTestId('send-blocked')
    expect(await reason.innerText()).toBe("Mancano € 4,50 per l'ordine minimo di € 10.")
    // next to the control: just below the send buttons, in view when the guest reaches them
    await submitButton(page).scrollIntoViewIfNeeded()
    expect(await reason.isVisible()).toBe(true)
    const button = (await submitButton(page).boundingBox())!
    const text = (await reason.boundingBox())!
    expect(text.y - (button.y + button.height)).toBeLessThan(120)
    expect(await submitButton(page).getAttribute('aria-describedby')).toBe('send-blocked')
  })
})

/** The controls of the screen that lie under something fixed over the page (the cart bar, which reserves its own space, aside). */
async function coveredControls(page: import('playwright-core').Page): Promise<string[]> {
  return page.evaluate(() => {
    const overlays = [...document.querySelectorAll('body *')].filter((element) => {
      if (getComputedStyle(element).position !== 'fixed' || element.closest('nav') || element.closest('[data-testid="splash"]')) return false
      const box = element.getBoundingClientRect()
      return box.width > 0 && box.height > 0
    })
    const hits: string[] = []
    for (const control of document.querySelectorAll('main a, main button, main input, main select, main textarea, main label')) {
      const box = control.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) continue
      for (const overlay of overlays) {
        const over = overlay.getBoundingClientRect()
        if (box.left < over.right && box.right > over.left && box.top < over.bottom && box.bottom > over.top) hits.push(`${(control.textContent ?? '').trim().slice(0, 40)} under ${overlay.tagName.toLowerCase()}`)
      }
    }
    return hits
  })
}

describe('issue #16.2 the call button covers nothing', () => {
  it.each(['it', 'ar'])('in %s: docked in the venue bar; no control under anything fixed, at the top or the end of each screen', async (lang) => {
    const page = await harness().newPage()
    await addPlainItem(page, 'demo-online', 103, 'Bruschetta al pomodoro', 1)
    for (const path of ['', 'a-la-carte-menu', 'category/11', 'category/13', 'item/107', 'cart', 'checkout', 'my-orders', 'about']) {
      await openVenue(page, 'demo-online', `${path}?lang=${lang}`)
      await page.getByTestId('splash').waitFor({ state: 'detached' }).catch(() => {})
      await page.waitForLoadState('networkidle')
      expect(await page.getByRole('banner').getByTestId('call-venue').getAttribute('href')).toBe('tel:+390212345678')
      expect(await coveredControls(page), `${path} at the top`).toEqual([])
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      await page.waitForTimeout(200)
      expect(await coveredControls(page), `${path} at the end`).toEqual([])
    }
  })
})
