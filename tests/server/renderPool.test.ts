// Issue #14, DESIGN §6: the venue pages are rendered on threads of their own, one per core.
import { afterEach, describe, expect, it } from 'vitest'
import type { VenuePageInput } from '../../api/pageRenderer'
import { renderPool } from '../../server/renderPool'

const RENDERER = new URL('./renderers/echo.mjs', import.meta.url).href
let pool: ReturnType<typeof renderPool> | null = null
afterEach(async () => {
  await pool?.close()
  pool = null
})

const venue = (name: string) => ({ info: { name, currentLanguage: 'it' }, light: { name: `${name} light` }, strings: { hello: name } })
const page = (shared: ReturnType<typeof venue>, table: string) => ({ location: '/app/restaurants/x', hash: 'x', table, at: 0, ...shared }) as unknown as VenuePageInput

describe('the rendering threads', () => {
  it('render off the serving thread, each page with what it was given', async () => {
    pool = renderPool(RENDERER, 2)
    const rendered = await pool.renderVenuePage(page(venue('Da Mario'), '4'))
    expect(rendered.attributes.title).toBe('Da Mario')
    expect(rendered.data).toBe('Da Mario light')
    expect(rendered.body).toMatch(/^thread [1-9]\d* table 4 strings {"hello":"Da Mario"}$/)
    expect((await pool.renderNotFoundPage({ location: '/app/restaurants/nope', hash: 'nope', language: 'it', strings: {} })).body).toBe('not found /app/restaurants/nope')
  })

  it('give every page its own venue and strings while many share the threads (each object is sent to a thread once, and kept while it is used)', async () => {
    pool = renderPool(RENDERER, 2)
    const venues = Array.from({ length: 40 }, (_, index) => venue(`venue ${index}`))
    // many venues at once, a few of them again and again, each page with strings of its own: more objects than a thread keeps
    const asked = Array.from({ length: 400 }, (_, index) => {
      const { info, light } = venues[index % 3 === 0 ? (index * 7) % venues.length : index % 2]!
      return { shared: { info, light, strings: { hello: `page ${index}` } }, table: String(index) }
    })
    const rendered = await Promise.all(asked.map(({ shared, table }) => pool!.renderVenuePage(page(shared, table))))
    rendered.forEach((result, index) => {
      const { shared, table } = asked[index]!
      expect(result.attributes.title).toBe(shared.info.name)
      expect(result.data).toBe(`${shared.info.name} light`)
      expect(result.body).toContain(`table ${table} strings {"hello":"page ${index}"}`)
    })
  })

  it('fail a page that did not render with its reason, and go on rendering', async () => {
    pool = renderPool(RENDERER, 1)
    const shared = venue('Da Mario')
    await expect(pool.renderVenuePage(page(shared, 'fail'))).rejects.toThrow('this page cannot be rendered')
    expect((await pool.renderVenuePage(page(shared, '5'))).body).toContain('table 5')
  })

  it('replace a thread that stopped: its page fails, the next ones render', async () => {
    const lines: string[] = []
    pool = renderPool(RENDERER, 1, (line) => lines.push(line))
    const shared = venue('Da Mario')
    await expect(pool.renderVenuePage(page(shared, 'exit'))).rejects.toThrow('exit code 3')
    expect((await pool.renderVenuePage(page(shared, '6'))).body).toContain('table 6 strings {"hello":"Da Mario"}')
    expect(lines).toEqual(['a rendering thread stopped (exit code 3); another one starts'])
  })

  it('render nothing once closed', async () => {
    pool = renderPool(RENDERER, 1)
    await pool.close()
    await expect(pool.renderVenuePage(page(venue('Da Mario'), '1'))).rejects.toThrow('closed')
  })
})
