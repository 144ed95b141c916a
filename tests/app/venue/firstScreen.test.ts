// Issue #14: the data a server-rendered venue page embeds for hydration (DESIGN §6).
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { firstScreenScript, readFirstScreen, type FirstScreen } from '../../../src/venue/firstScreen'

const notFound = (hash: string): FirstScreen => ({ kind: 'not-found', hash, language: 'it', rtl: false, strings: { title: hash }, all: true })

describe('the embedded first screen', () => {
  const payloads = ['</script><script>alert(1)</script>', '<!--<script>', '</SCRIPT >', '<img src=x onerror=alert(1)>', 'a\u2028b\u2029c', '&lt;b&gt; & "quotes"']

  for (const payload of payloads) {
    it(`keeps ${JSON.stringify(payload)} inside the data script and reads it back unchanged`, () => {
      const script = firstScreenScript(notFound(payload))
      const inner = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'))
      expect(inner).not.toMatch(/[<>&\u2028\u2029]/)
      const dom = new JSDOM(`<!doctype html><body>${script}<p id="after">after</p></body>`)
      expect(dom.window.document.querySelectorAll('script')).toHaveLength(1)
      expect(dom.window.document.getElementById('after')?.textContent).toBe('after')
      expect(readFirstScreen(dom.window.document)).toEqual(notFound(payload))
    })
  }

  it('reads nothing from a page without it, or with data that is not a first screen', () => {
    expect(readFirstScreen(new JSDOM('<p>no data</p>').window.document)).toBeNull()
    expect(readFirstScreen(new JSDOM('<script id="comanda-first-screen" type="application/json">{"kind":"other"}</script>').window.document)).toBeNull()
    expect(readFirstScreen(new JSDOM('<script id="comanda-first-screen" type="application/json">not json</script>').window.document)).toBeNull()
  })

  it('writes the fields a page shares with others (venue info, strings) once, and the rest for each page', () => {
    const strings = { title: '</script>' }
    const first = (hash: string): FirstScreen => ({ kind: 'not-found', hash, language: 'it', rtl: false, strings, all: true })
    const read = (script: string) => readFirstScreen(new JSDOM(`<!doctype html><body>${script}</body>`).window.document)
    expect(read(firstScreenScript(first('table-1')))).toEqual(first('table-1'))
    // the same strings object in another page: its own hash, the shared strings unchanged
    expect(read(firstScreenScript(first('table-2')))).toEqual(first('table-2'))
  })
})
