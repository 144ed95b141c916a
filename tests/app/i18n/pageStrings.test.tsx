// Issue #14: a page in Italian embeds only the UI strings it shows, and its browser renders the same page with them.
import { readFileSync } from 'node:fs'
import { isLeft } from 'fp-ts/Either'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { decodeVenueFile, isMovedVenue } from '../../../api/venueFile'
import { fullVenueInfo, staticLight } from '../../../api/venueInfo'
import { App } from '../../../src/App'
import { renderer } from '../../../src/entry-server'
import { createI18n } from '../../../src/i18n/i18n'
import { ITALIAN } from '../../../src/i18n/italian'
import type { FirstScreen } from '../../../src/venue/firstScreen'

const decoded = decodeVenueFile(JSON.parse(readFileSync('fixtures/venues/demo-online.json', 'utf8')))
if (isLeft(decoded) || isMovedVenue(decoded.right)) throw new Error('demo-online does not decode')
const file = decoded.right
const AT = Date.parse('2026-11-27T12:00:00Z')
const NO_STRINGS = {}

/** The page the server renders at `location` (the first of its screen in this process: it waits for the screen's code). */
async function serverPage(location: string, table: string | null = null) {
  const input = { location, hash: 'demo-online', info: fullVenueInfo(file, 'it'), light: { ...staticLight(file, 'it') }, strings: NO_STRINGS, table, at: AT }
  const page = await renderer.renderVenuePage(input)
  const json = /<script id="comanda-first-screen" type="application\/json">([\s\S]*)<\/script>/.exec(page.data)![1]!
  return { body: page.body, first: JSON.parse(json) as FirstScreen }
}

const leaves = (strings: object): number => Object.values(strings).reduce<number>((count, value) => count + (value !== null && typeof value === 'object' ? leaves(value as object) : 1), 0)

describe('the UI strings of a page rendered in Italian (issue #14)', () => {
  for (const [location, table] of [
    ['/app/restaurants/demo-online', '5'],
    ['/app/restaurants/demo-online/a-la-carte-menu', null],
    ['/app/restaurants/demo-online/category/13', null],
    ['/app/restaurants/demo-online/item/107', null],
    ['/app/restaurants/demo-online/search', null],
    ['/app/restaurants/demo-online/about', null],
  ] as const) {
    it(`${location}: the page brings only the strings it shows, and the browser renders the same HTML with them alone`, async () => {
      const { body, first } = await serverPage(location, table)
      expect(first.all).toBe(false)
      const shown = leaves(first.strings)
      expect(shown).toBeGreaterThan(3)
      expect(shown).toBeLessThan(leaves(ITALIAN) / 4)
      // what hydration renders: the page's strings only, a missing one empty until the others come
      const i18n = await createI18n({ language: first.language, strings: first.strings, all: first.all })
      const browser = renderToString(
        <StrictMode>
          <App i18n={i18n} first={first} location={location} />
        </StrictMode>,
      )
      expect(browser).toBe(body)
    })
  }

  it('a page in another language brings all its strings, completed with Italian where it has none', async () => {
    const arabic = { shell: { header: { about: 'عن المطعم' } } }
    const page = await renderer.renderNotFoundPage({ location: '/app/restaurants/nowhere', hash: 'nowhere', language: 'ar', strings: arabic })
    const first = JSON.parse(/<script[^>]*>([\s\S]*)<\/script>/.exec(page.data)![1]!) as FirstScreen
    expect(first.all).toBe(true)
    expect(leaves(first.strings)).toBe(leaves(ITALIAN))
    expect((first.strings as typeof arabic).shell.header.about).toBe('عن المطعم')
  })
})
