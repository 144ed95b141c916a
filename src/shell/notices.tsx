import { createContext, Suspense, useCallback, useContext, useState, type ReactNode } from 'react'
import type { Notice } from '../../domain/notice'
import { useUiText } from '../i18n/uiText'
import { preloadable } from '../pwa/preloadable'
import { useNoticeTimer } from './noticeText'

type Show = (notice: Notice) => void
const NoticesContext = createContext<Show>(() => {})

type SnackbarProps = { notice: Notice; onClose: () => void }

/**
 * Offline on a first visit the snackbar's code cannot come (the worker has not cached it yet): the
 * notice ("saved, it will be sent once back online") still shows, plainly; a tap closes it. (A
 * form rule's field label stays untranslated here: the snackbar's code would bring its labels.)
 */
function PlainNotice({ notice, onClose }: SnackbarProps) {
  const { t } = useUiText()
  useNoticeTimer(notice, onClose)
  const colour = notice.kind === 'error' ? '#c92a2a' : '#1864ab'
  return (
    <div role={notice.kind === 'error' ? 'alert' : 'status'} onClick={onClose} style={{ position: 'fixed', insetInline: 8, bottom: 8, zIndex: 1000, padding: 12, borderRadius: 8, background: colour, color: '#fff' }}>
      {t(notice.key, notice.params)}
    </div>
  )
}

/** The snackbar's code (Mantine's Notification, its close button) comes with the first notice, not with the first screen (issue #14). */
const NoticeSnackbar = preloadable<SnackbarProps>(() => import('./NoticeSnackbar'), PlainNotice, { onFailure: () => undefined })

/**
 * SPEC §8: errors in a red snackbar, information in blue, at the bottom, each for its duration
 * (2000 ms by default, 5000 ms for the cart-locked message). One at a time, in the order they
 * came (a status change and the orders update it causes are both seen); a repeat of the message
 * already waiting is not queued twice.
 */
export function NoticesProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<(Notice & { id: number })[]>([])
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
  return (
    <NoticesContext.Provider value={show}>
      {children}
      {current && (
        <Suspense fallback={null}>
          <NoticeSnackbar key={current.id} notice={current} onClose={dismiss} />
        </Suspense>
      )}
    </NoticesContext.Provider>
  )
}

export function useNotices(): Show {
  return useContext(NoticesContext)
}
