// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { showDocumentLanguage } from '../../../src/shell/documentLanguage'

/** The attribute writes `change` makes on a fresh <html lang="it" dir="ltr">. */
async function writesOf(change: (root: HTMLElement) => void): Promise<string[]> {
  const root = document.implementation.createHTMLDocument('').documentElement
  root.lang = 'it'
  root.dir = 'ltr'
  const writes: string[] = []
  const observer = new MutationObserver((records) => writes.push(...records.map((record) => `${record.attributeName}=${root.getAttribute(record.attributeName!)}`)))
  observer.observe(root, { attributes: true })
  change(root)
  await Promise.resolve()
  observer.disconnect()
  return writes
}

describe("the page's language on <html> (issue #14: each write of lang or dir restyles the whole page)", () => {
  it('writes nothing when the language and direction are already those of the page', async () => {
    expect(await writesOf((root) => showDocumentLanguage(root, 'it', 'ltr'))).toEqual([])
  })

  it('writes the language and the direction that change, and only those', async () => {
    expect(await writesOf((root) => showDocumentLanguage(root, 'ar', 'rtl'))).toEqual(['lang=ar', 'dir=rtl'])
    expect(await writesOf((root) => showDocumentLanguage(root, 'en', 'ltr'))).toEqual(['lang=en'])
  })
})
