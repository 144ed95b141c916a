import { Notification } from '@mantine/core'
import { useEffect } from 'react'
import { isFieldLabelKey } from '../../domain/fieldLabels'
import type { Notice } from '../../domain/notice'
import { useUiText } from '../i18n/uiText'

/** SPEC §8: one notice as a snackbar at the bottom, red for an error, blue for information, for its duration from when it shows. */
export default function NoticeSnackbar({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const { t } = useUiText()
  useEffect(() => {
    const timer = setTimeout(onClose, notice.durationMs)
    return () => clearTimeout(timer)
  }, [notice, onClose])
  return (
    <div style={{ position: 'fixed', insetInline: 8, bottom: 8, zIndex: 1000 }}>
      {/* one live region: Mantine's own role (always "alert") is replaced, so information is not announced as an error */}
      <Notification role={notice.kind === 'error' ? 'alert' : 'status'} color={notice.kind === 'error' ? 'red' : 'blue'} withCloseButton onClose={onClose} closeButtonProps={{ 'aria-label': t('ui.close') }}>
        {t(notice.key, translatedParams(notice.params, t))}
      </Notification>
    </div>
  )
}

/** A form rule's field label travels as its key (domain/checkoutForm): shown in the guest's language. */
function translatedParams(params: Record<string, string | number>, t: (key: string) => string): Record<string, string | number> {
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, typeof value === 'string' && isFieldLabelKey(value) ? t(`checkout.fieldLabels.${value.slice('field.'.length)}`) : value]))
}
