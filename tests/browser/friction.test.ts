// Issue #16: what a guest trips over, seen as the guest sees it on a phone, in Italian.
import { describe, expect, it } from 'vitest'
import { addPlainItem, submitButton, toCheckout, useBrowserHarness } from './support'

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
