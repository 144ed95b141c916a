import type { TFunction } from 'i18next'
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react'
import { I18nContext, useTranslation } from 'react-i18next'
import { allStrings } from './i18n'

type UiText = { t: TFunction; language: string }

const UiTextContext = createContext<UiText | null>(null)

/**
 * One `useTranslation` for the whole tree (issue #14): react-i18next makes a copy of the i18n
 * instance for each component that calls it, which a menu of 300 items paid 600 times at every
 * render and hydration. List items and the first screen's components read `t` and the language
 * from here instead; this provider re-renders them when the language changes.
 */
export function UiTextProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation()
  // A page the server rendered in Italian brought the strings it shows: the others come once it is hydrated (i18n.ts).
  useEffect(() => void allStrings(i18n).catch(() => {}), [i18n])
  const value = useMemo(() => ({ t, language: i18n.language }), [t, i18n.language])
  return <UiTextContext.Provider value={value}>{children}</UiTextContext.Provider>
}

/** The UI's `t` and language for components rendered many times on a screen; outside the provider (component tests), the i18n instance's. */
export function useUiText(): UiText {
  const provided = useContext(UiTextContext)
  const { i18n } = useContext(I18nContext)
  return provided ?? { t: i18n.t.bind(i18n) as TFunction, language: i18n.language }
}
