import { isFieldLabelKey } from '../../domain/fieldLabels'
import { Notification } from '@mantine/core'
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react'
import { useUiText } from '../i18n/uiText'
import type { Notice } from '../../domain/notice'

type Show = (notice: Notice) => void
const NoticesContext = createContext<Show>(() => {})

/**
 * SPEC §8: errors in a red snackbar, information in blue, at the bottom, each for its duration
 * (2000 ms by default, 5000 ms for the cart-locked message). One at a time, in the order they
 * came (a status change and the orders update it causes are both seen); a repeat of the message
 * already waiting is not queued twice.
 */
export function NoticesProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<(Notice & { id: number })[]>([])
  const { t } = useUiText()
  const show = useCallback<Show>(
    (notice) =>
      setQueue((waiting) => {
        const last = waiting[waiting.length - 1]
        const same = last && last.key === notice.key && JSON.stringify(last.params) === JSON.stringify(notice.params)
        return same ? waiting : [...waiting, { ...notice, id: (last?.id ?? 0) + 1 }]
      }),
    [],
  )
  const current = queue[0] ?? null
  const dismiss = useCallback(() => setQueue((waiting) => waiting.slice(1)), [])
  useEffect(() => {
    if (!current) return
    const timer = setTimeout(dismiss, current.durationMs)
    return () => clearTimeout(timer)
  }, [current, dismiss])
  return (
    <NoticesContext.Provider value={show}>
      {children}
      {current && (
        <div role={current.kind === 'error' ? 'alert' : 'status'} style={{ position: 'fixed', insetInline: 8, bottom: 8, zIndex: 1000 }}>
          <Notification color={current.kind === 'error' ? 'red' : 'blue'} key={current.id} withCloseButton onClose={dismiss} closeButtonProps={{ 'aria-label': t('ui.close') }}>
            {t(current.key, translatedParams(current.params, t))}
          </Notification>
        </div>
      )}
    </NoticesContext.Provider>
  )
}

export function useNotices(): Show {
  return useContext(NoticesContext)
}

/** A form rule's field label travels as its key (domain/checkoutForm): shown in the guest's language. */
function translatedParams(params: Record<string, string | number>, t: (key: string) => string): Record<string, string | number> {
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, typeof value === 'string' && isFieldLabelKey(value) ? t(`checkout.fieldLabels.${value.slice('field.'.length)}`) : value]))
}
