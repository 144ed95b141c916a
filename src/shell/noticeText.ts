import { useEffect } from 'react'
import { isFieldLabelKey } from '../../domain/fieldLabels'
import type { Notice } from '../../domain/notice'

/** A notice's words in the guest's language; a form rule's field label travels as its key (domain/checkoutForm). */
export function noticeText(notice: Notice, t: (key: string, params?: Record<string, string | number>) => string): string {
  const params = Object.fromEntries(Object.entries(notice.params).map(([name, value]) => [name, typeof value === 'string' && isFieldLabelKey(value) ? t(`checkout.fieldLabels.${value.slice('field.'.length)}`) : value]))
  return t(notice.key, params)
}

/** SPEC §8: a notice shows for its duration from when it shows. */
export function useNoticeTimer(notice: Notice, onClose: () => void): void {
  useEffect(() => {
    const timer = setTimeout(onClose, notice.durationMs)
    return () => clearTimeout(timer)
  }, [notice, onClose])
}
