import { Notification } from '@mantine/core'
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Notice } from '../../domain/notice'

type Show = (notice: Notice) => void
const NoticesContext = createContext<Show>(() => {})

/**
 * SPEC §8: errors in a red snackbar, information in blue, at the bottom, each for its duration
 * (2000 ms by default, 5000 ms for the cart-locked message). One at a time, newest wins.
 */
export function NoticesProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<(Notice & { id: number }) | null>(null)
  const { t } = useTranslation()
  const show = useCallback<Show>((notice) => setCurrent({ ...notice, id: Date.now() }), [])
  useEffect(() => {
    if (!current) return
    const timer = setTimeout(() => setCurrent(null), current.durationMs)
    return () => clearTimeout(timer)
  }, [current])
  return (
    <NoticesContext.Provider value={show}>
      {children}
      {current && (
        <div role={current.kind === 'error' ? 'alert' : 'status'} style={{ position: 'fixed', insetInline: 8, bottom: 8, zIndex: 1000 }}>
          <Notification color={current.kind === 'error' ? 'red' : 'blue'} withCloseButton onClose={() => setCurrent(null)} closeButtonProps={{ 'aria-label': t('ui.close') }}>
            {t(current.key, current.params)}
          </Notification>
        </div>
      )}
    </NoticesContext.Provider>
  )
}

export function useNotices(): Show {
  return useContext(NoticesContext)
}
