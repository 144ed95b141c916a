// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createI18n } from '../../../src/i18n/i18n'
import { chooseLanguage } from '../../../src/shell/chooseLanguage'
import { LanguageChooser } from '../../../src/shell/LanguageChooser'
import { chooserLanguages, flagEmoji } from '../../../src/shell/languages'
import { renderWithShell } from './render'

afterEach(cleanup)

const offered = [
  { code: 'it', rtl: false },
  { code: 'en', rtl: false },
  { code: 'ar', rtl: true },
]
const names = [
  { code: 'it', name: 'Italiano' },
  { code: 'en', name: 'English' },
  { code: 'ar', name: 'العربية' },
]

describe('LanguageChooser (SPEC §2, §4 Language choice)', () => {
  it('lists every offered language with name, flag and code, the current one marked', async () => {
    await renderWithShell(<LanguageChooser opened onClose={() => {}} languages={chooserLanguages(offered, names)} current="it" onChoose={async () => {}} />)
    expect(screen.getByRole('dialog', { name: 'Scegli la lingua' })).toBeTruthy()
    const buttons = screen.getAllByRole('button').filter((button) => button.hasAttribute('data-language'))
    expect(buttons.map((button) => button.getAttribute('data-language'))).toEqual(['it', 'en', 'ar'])
    expect(buttons[0]!.getAttribute('aria-current')).toBe('true')
    expect(buttons[2]!.textContent).toContain('العربية')
    expect(buttons[2]!.textContent).toContain('AR')
    expect(buttons[2]!.textContent).toContain(flagEmoji('ar'))
    expect(screen.getByText('العربية').getAttribute('dir')).toBe('rtl')
  })

  it('choosing shows the loading overlay until the language is loaded, then closes', async () => {
    let finish: () => void = () => {}
    const onChoose = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    const onClose = vi.fn()
    await renderWithShell(<LanguageChooser opened onClose={onClose} languages={chooserLanguages(offered, names)} current="it" onChoose={onChoose} />)
    fireEvent.click(screen.getByText('English'))
    expect(onChoose).toHaveBeenCalledWith('en')
    expect(screen.getByText('Caricamento nuovi contenuti...')).toBeTruthy()
    expect(onClose).not.toHaveBeenCalled()
    await act(async () => finish())
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(screen.queryByText('Caricamento nuovi contenuti...')).toBeNull()
  })

  it('a failed load keeps the chooser open with an error, nothing changed', async () => {
    const onClose = vi.fn()
    await renderWithShell(<LanguageChooser opened onClose={onClose} languages={chooserLanguages(offered, names)} current="it" onChoose={() => Promise.reject(new Error('offline'))} />)
    await act(async () => fireEvent.click(screen.getByText('English')))
    expect(screen.getByRole('alert').textContent).toBe('Non è stato possibile caricare la lingua scelta.')
    expect(onClose).not.toHaveBeenCalled()
  })

  it('choosing the current language just closes', async () => {
    const onChoose = vi.fn(async () => {})
    const onClose = vi.fn()
    await renderWithShell(<LanguageChooser opened onClose={onClose} languages={chooserLanguages(offered, names)} current="it" onChoose={onChoose} />)
    fireEvent.click(screen.getByText('Italiano'))
    expect(onChoose).not.toHaveBeenCalled()
    expect(onClose).toHaveBeenCalled()
  })
})

describe('chooseLanguage', () => {
  const records = (initial: string | null) => {
    let stored = initial
    return { preferredLanguage: () => stored, setPreferredLanguage: (code: string) => void (stored = code), get: () => stored }
  }

  it('stores the choice, loads the resources and changes the language', async () => {
    const i18n = await createI18n()
    const prefs = records(null)
    const translations = vi.fn(async () => ({ ui: { close: 'Close' } }))
    await chooseLanguage({ i18n, code: 'en', records: prefs, translations })
    expect(translations).toHaveBeenCalledWith('en')
    expect(i18n.language).toBe('en')
    expect(i18n.t('ui.close')).toBe('Close')
    expect(prefs.get()).toBe('en')
  })

  it('a failed load rejects and keeps language and preference (SPEC §8)', async () => {
    const i18n = await createI18n()
    const prefs = records('it')
    await expect(chooseLanguage({ i18n, code: 'ar', records: prefs, translations: async () => Promise.reject(new Error('down')) })).rejects.toThrow()
    expect(i18n.language).toBe('it')
    expect(prefs.get()).toBe('it')
  })
})
