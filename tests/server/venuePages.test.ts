// Issue #14, DESIGN §6: a venue page the server cannot render is the app shell (never a 500), and the reason is logged once.
import { describe, expect, it } from 'vitest'
import { usePagesServer } from './renderers/pagesServer'

const SHELL = '<!doctype html><html lang="it"><head><title>Comanda</title></head><body><!--page--><div id="root"></div><!--/page--><!--first-screen--><p>app shell</p></body></html>'

for (const threads of ['0', '1']) {
  describe(`a renderer that fails (RENDER_THREADS=${threads})`, () => {
    const lines: string[] = []
    const server = usePagesServer({ renderer: 'failing.mjs', shell: SHELL, threads, log: (line) => lines.push(line) })

    it('answers the venue pages with the app shell, and logs the reason once', async () => {
      for (const table of ['1', '2', '3']) {
        const answer = await fetch(`${server().url}/app/restaurants/demo-online?t=${table}`)
        expect(answer.status).toBe(200)
        expect(await answer.text()).toContain('app shell')
      }
      expect(lines.filter((line) => line.includes('the renderer is broken'))).toHaveLength(1)
    })
  })
}

describe('what visitors type cannot push the venue\'s own pages out of the cache (security review: each ?q= or unknown venue was a render and an eviction)', () => {
  const server = usePagesServer({ renderer: 'counting.mjs', shell: SHELL })

  it('the venue home and a dish are still served from the cache after 600 searches, unknown venues, unknown dishes, languages and tables', async () => {
    const home = async () => /render \d+ of/.exec(await (await fetch(`${server().url}/app/restaurants/demo-online`)).text())?.[0]
    const first = await home()
    expect(first).toBeDefined()
    const dish = async () => /render \d+ of/.exec(await (await fetch(`${server().url}/app/restaurants/demo-online/item/107`)).text())?.[0]
    const firstDish = await dish()
    for (let i = 0; i < 600; i++) {
      await fetch(`${server().url}/app/restaurants/demo-online/search?q=word${i}`)
      await fetch(`${server().url}/app/restaurants/nowhere-${i}`)
      await fetch(`${server().url}/app/restaurants/demo-online/item/9${i}999`)
      await fetch(`${server().url}/app/restaurants/demo-online?lang=x${i}`)
      await fetch(`${server().url}/app/restaurants/demo-online?t=${Buffer.from(String(1000 + i)).toString('base64')}`)
    }
    expect(await home()).toBe(first)
    expect(await dish()).toBe(firstDish)
  }, 180_000)
})
