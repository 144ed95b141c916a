import { nestedMessages } from '../../domain/messages'
import { mergeResources } from '../../api/translations'

// One file per area of the app (common, menu, order, shell) and language: src/i18n/locales/{lang}/{area}.json.
const italianAreas = import.meta.glob<Record<string, unknown>>('./locales/it/*.json', { eager: true, import: 'default' })

/**
 * Italian, the app's own language and the fallback of every other: the guest messages plus the
 * screens' texts. A chunk of its own, not the first screen's: a page the server rendered in Italian
 * embeds the strings it shows, and this comes after it is hydrated (./i18n.ts, issue #14).
 */
export const ITALIAN = mergeResources([nestedMessages(), ...Object.values(italianAreas)])
