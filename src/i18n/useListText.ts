import { useTranslation } from 'react-i18next'

/** Names listed as the guest's language writes them: "Pomodoro, Basilico", in Arabic with its own comma ("،"). */
export function useListText(): (names: readonly string[]) => string {
  const { t } = useTranslation()
  return (names) => names.join(t('ui.listSeparator'))
}
