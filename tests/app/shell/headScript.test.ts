// @vitest-environment jsdom
// Issue #14: what runs in index.html's head before the first paint (src/shell/headScript.ts).
import { afterEach, describe, expect, it } from 'vitest'
import { headScript } from '../../../src/shell/headScript'
import { markSplashShown } from '../../../src/shell/splash'
import { ROBOTO_READY } from '../../../src/shell/styles/roboto'

function runHeadScript(controlled: boolean) {
  Object.defineProperty(window.navigator, 'serviceWorker', { configurable: true, value: controlled ? { controller: {} } : { controller: null } })
  new Function(headScript())()
}

afterEach(() => {
  document.documentElement.removeAttribute('style')
  document.documentElement.className = ''
  window.sessionStorage.clear()
})

describe("index.html's head script", () => {
  it('leaves Roboto out of a first visit (the page may not have its files: they would take the link from the page and restyle it)', () => {
    runHeadScript(false)
    expect(document.documentElement.style.getPropertyValue(ROBOTO_READY.property)).toBe('')
  })

  it('puts Roboto in from the first paint when the service worker controls the page (its precache holds the font files)', () => {
    runHeadScript(true)
    expect(document.documentElement.style.getPropertyValue(ROBOTO_READY.property)).toBe(ROBOTO_READY.value)
  })

  it('SPEC §4: hides the server-rendered splash in a tab that showed it already', () => {
    runHeadScript(false)
    expect(document.documentElement.classList.contains('comanda-splash-shown')).toBe(false)
    markSplashShown(window.sessionStorage)
    runHeadScript(false)
    expect(document.documentElement.classList.contains('comanda-splash-shown')).toBe(true)
  })

  it('does not stop the page when storage or the service worker API throws (private modes)', () => {
    Object.defineProperty(window.navigator, 'serviceWorker', {
      configurable: true,
      get() {
        throw new Error('denied')
      },
    })
    expect(() => new Function(headScript())()).not.toThrow()
  })
})
