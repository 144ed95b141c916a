// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { warmImages } from '../../../src/pwa/warmImages'

describe('warming the venue images cache on the first visit', () => {
  it("asks again, once each, the page's own images (not other origins'), one per task", async () => {
    document.body.innerHTML = `<img src="/app/img/venues/demo/logo.png"><img src="/app/img/venues/demo/logo.png"><img src="/app/img/venues/demo/cover.jpg"><img src="https://cdn.example.com/x.png">`
    const steps: string[] = []
    const pause = async () => void steps.push('pause')
    expect(await warmImages(document, async (url) => void steps.push(new URL(url).pathname), pause)).toBe(2)
    // a pause before each request: no two requests start in one task
    expect(steps).toEqual(['pause', '/app/img/venues/demo/logo.png', 'pause', '/app/img/venues/demo/cover.jpg'])
  })
})
