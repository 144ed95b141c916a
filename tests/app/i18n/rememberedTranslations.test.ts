// Issue #14: the texts `t` makes are remembered, and never outlive the strings they came from.
import { describe, expect, it, vi } from 'vitest'
import { createI18n, loadLanguage } from '../../../src/i18n/i18n'

async function setup() {
  const i18n = await createI18n({ language: 'en', strings: { menu: { item: { addOne: 'Add one {{name}}', choose: 'Choose' } } }, all: true })
  // i18next's translator, which every `t` ends in
  const translate = vi.spyOn((i18n as unknown as { translator: { translate: (...args: unknown[]) => unknown } }).translator, 'translate')
  return { i18n, translate, t: i18n.getFixedT('en', 'translation') }
}

describe('remembered translations', () => {
  it('make a text once for the same key and options, and each other text on its own', async () => {
    const { t, translate } = await setup()
    expect(t('menu.item.choose')).toBe('Choose')
    expect(t('menu.item.choose')).toBe('Choose')
    expect(t('menu.item.addOne', { name: 'Pizza' })).toBe('Add one Pizza')
    expect(t('menu.item.addOne', { name: 'Pizza' })).toBe('Add one Pizza')
    expect(t('menu.item.addOne', { name: 'Pasta' })).toBe('Add one Pasta')
    expect(translate).toHaveBeenCalledTimes(3)
  })

  it('show the new strings once they change (a language loaded again, a bundle added)', async () => {
    const { i18n, t } = await setup()
    expect(t('menu.item.choose')).toBe('Choose')
    i18n.addResourceBundle('en', 'translation', { menu: { item: { choose: 'Pick' } } }, true, true)
    expect(t('menu.item.choose')).toBe('Pick')
  })

  it('answer in the language asked for, the fallback included', async () => {
    const { i18n } = await setup()
    expect(i18n.getFixedT('en', 'translation')('menu.item.choose')).toBe('Choose')
    // Italian, the fallback, comes with the first language loaded (src/i18n/i18n.ts)
    await loadLanguage(i18n, 'it', async () => null)
    const italian = i18n.getFixedT('it', 'translation')('menu.item.notAvailable')
    expect(italian).not.toBe('menu.item.notAvailable')
    // not in the English strings: Italian answers
    expect(i18n.getFixedT('en', 'translation')('menu.item.notAvailable')).toBe(italian)
    expect(i18n.getFixedT(null, 'translation')('menu.item.choose')).not.toBe('Choose')
  })

  it('leave calls with options that are not plain values to i18next each time', async () => {
    const { t, translate } = await setup()
    const options = { name: { toString: () => 'Pizza' } }
    t('menu.item.addOne', options as never)
    t('menu.item.addOne', options as never)
    expect(translate).toHaveBeenCalledTimes(2)
  })
})
