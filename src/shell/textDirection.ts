import { useTranslation } from 'react-i18next'
import { isRightToLeft } from '../../domain/language'

/** The direction of the UI language: the same on the server and in the browser (no reading of the document). */
export function useTextDirection(): 'rtl' | 'ltr' {
  const { i18n } = useTranslation()
  return isRightToLeft(i18n.language) ? 'rtl' : 'ltr'
}
