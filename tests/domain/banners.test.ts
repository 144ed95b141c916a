import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bannerKindOf, isPartnerBannerShown, type PartnerBannerConfig } from '../../domain/banners'
import demoExtras from '../../src/extras/extras.config.json'
import { mergeExtrasConfig, partnerBannerConfig } from '../../src/extras/extrasConfig'

const config: PartnerBannerConfig = { venueHashes: ['abc123', 'def456'], from: 1_000, to: 2_000 }

describe('SPEC §1, §9 partner banner: listed venue hashes between two timestamps', () => {
  it.each([
    ['a listed venue inside the window', 'abc123', 1_500, true],
    ['at the first timestamp', 'abc123', 1_000, true],
    ['at the last timestamp', 'def456', 2_000, true],
    ['just before the window', 'abc123', 999, false],
    ['just after the window', 'abc123', 2_001, false],
    ['an unlisted venue', 'zzz999', 1_500, false],
    ['a hash differing in case', 'ABC123', 1_500, false],
  ])('SPEC §1, §9: %s', (_label, hash, now, expected) => {
    expect(isPartnerBannerShown(hash, now, config)).toBe(expected)
  })

  it('SPEC §1, §9: the demo configuration (src/extras/extras.config.json) has 15 distinct hashes and a 2025 window', () => {
    const { venueHashes, from, to } = partnerBannerConfig(mergeExtrasConfig(demoExtras))
    expect(new Set(venueHashes).size).toBe(15)
    expect(new Date(from).getUTCFullYear()).toBe(2025)
    expect(new Date(to).getUTCFullYear()).toBe(2025)
    expect(from).toBeLessThan(to)
  })

  it('SPEC §1: a venue outside the list never gets the banner', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer(), (hash, now) => {
        fc.pre(!config.venueHashes.includes(hash))
        expect(isPartnerBannerShown(hash, now, config)).toBe(false)
      }),
    )
  })
})

describe('SPEC §7 checkCocaBanners, §8: the banner kind', () => {
  it.each<[unknown, string | null]>([
    ['club', 'club'],
    ['pizza', 'pizza'],
    ['altro', 'altro'],
    [' Club ', 'club'],
    ['', null],
    ['beer', null],
    [null, null],
    [undefined, null],
    [{ kind: 'club' }, null],
    [1, null],
  ])('SPEC §7, §8: answer %j gives %j', (answer, expected) => {
    expect(bannerKindOf(answer)).toBe(expected)
  })
})
