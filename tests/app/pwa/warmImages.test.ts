// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { warmImages } from '../../../src/pwa/warmImages'

describe('warming the venue images cache on the first visit', () => {
  it("asks again, once each, the page's own images (not other origins')", () => {
    document.body.innerHTML = `<img src="/app/img/venues/demo/logo.png"><img src="/app/img/venues/demo/logo.png"><img src="/app/img/venues/demo/cover.jpg"><img src="https://cdn.example.com/x.png">`
    const asked: string[] = []
    expect(warmImages(document, async (url) => void asked.push(url))).toBe(2)
    expect(asked.map((url) => new URL(url).pathname)).toEqual(['/app/img/venues/demo/logo.png', '/app/img/venues/demo/cover.jpg'])
  })
})
