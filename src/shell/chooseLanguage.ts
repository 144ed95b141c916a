import type { i18n as I18n } from 'i18next'
import { reportGuestAction } from '../analytics/guestActions'
import { loadLanguage, type Translations } from '../i18n/i18n'

type Preferences = { preferredLanguage(): string | null; setPreferredLanguage(code: string): void }

/**
 * SPEC §4 Language choice: the choice is stored as userPreferredLanguage first (the venue reload
 * that the language change triggers reads it), then the UI resources load and the language
 * changes. A failed load (SPEC §8) rejects and puts the previous preference back: nothing changes.
 */
export async function chooseLanguage(input: { i18n: I18n; code: string; records: Preferences; translations: Translations }): Promise<void> {
  const previous = input.records.preferredLanguage()
  input.records.setPreferredLanguage(input.code)
  try {
    await loadLanguage(input.i18n, input.code, input.translations)
  } catch (error) {
    if (previous === null) input.records.setPreferredLanguage(input.i18n.language)
    else input.records.setPreferredLanguage(previous)
    throw error
  }
  reportGuestAction({ name: 'changeLang', label: input.code })
}
