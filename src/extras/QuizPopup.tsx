import { Box, Modal } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** The frame fills the popup's body; the header keeps its padding (the title and the close control off the screen's edges). */
const FRAME_TO_THE_EDGES = { body: { padding: 0 } }

/** SPEC §2: the quiz popup, the embedded quiz page in a frame, with a close control. */
export function QuizPopup({ url, opened, onClose }: { url: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Modal opened={opened} onClose={onClose} title={t('extras.quiz.title')} fullScreen closeButtonProps={{ 'aria-label': t('extras.quiz.close') }} styles={FRAME_TO_THE_EDGES}>
      <Box component="iframe" src={url} title={t('extras.quiz.frame')} w="100%" style={{ border: 0, height: 'calc(100dvh - 64px)' }} data-testid="quiz-frame" />
    </Modal>
  )
}
