import { Notification } from '@mantine/core'
import type { Notice } from '../../domain/notice'
import { useUiText } from '../i18n/uiText'
import { noticeText, useNoticeTimer } from './noticeText'

/** SPEC §8: one notice as a snackbar at the bottom, red for an error, blue for information, for its duration from when it shows. */
export default function NoticeSnackbar({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const { t } = useUiText()
  useNoticeTimer(notice, onClose)
  return (
    <div style={{ position: 'fixed', insetInline: 8, bottom: 8, zIndex: 1000 }}>
      {/* one live region: Mantine's own role (always "alert") is replaced, so information is not announced as an error */}
      <Notification role={notice.kind === 'error' ? 'alert' : 'status'} color={notice.kind === 'error' ? 'red' : 'blue'} withCloseButton onClose={onClose} closeButtonProps={{ 'aria-label': t('ui.close') }}>
        {noticeText(notice, t)}
      </Notification>
    </div>
  )
}
