import { Button, Modal, Stack, Text, Textarea } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router-dom'
import { apiBaseUrl, browserFetch, isOnline } from '../platform/browserPorts'
import { REPORT_TEXT_MAX, sendTranslationReport } from './translationReport'

/** SPEC §2: the translation error report form, in a dialog. */
export function TranslationErrorForm({ hash, opened, onClose }: { hash: string; opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation()
  const location = useLocation()
  const [text, setText] = useState('')
  const [suggestion, setSuggestion] = useState('')
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<{ ok: true } | { ok: false; message: string } | null>(null)
  const label = t('extras.translation.what')
  const problem = text.trim() === '' ? t('form.required', { 0: label }) : null

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (problem || busy) return
    setBusy(true)
    const result = await sendTranslationReport(hash, { lang: i18n.language, page: location.pathname, text: text.trim(), suggestion: suggestion.trim() }, browserFetch, isOnline(), apiBaseUrl)
    setBusy(false)
    setOutcome(result)
    if (result.ok) {
      setText('')
      setSuggestion('')
      setTried(false)
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t('extras.translation.title')} closeButtonProps={{ 'aria-label': t('ui.close') }}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="sm">
          <Text size="sm">{t('extras.translation.intro')}</Text>
          <Textarea label={label} required value={text} maxLength={REPORT_TEXT_MAX} rows={3} onChange={(event) => setText(event.currentTarget.value)} error={tried ? problem : null} />
          <Textarea label={t('extras.translation.suggestion')} value={suggestion} maxLength={REPORT_TEXT_MAX} rows={2} onChange={(event) => setSuggestion(event.currentTarget.value)} />
          <Button type="submit" loading={busy}>
            {t('extras.translation.send')}
          </Button>
          <div role="status" aria-live="polite">
            {outcome?.ok === true && <Text size="sm">{t('extras.translation.sent')}</Text>}
            {outcome?.ok === false && (
              <Text size="sm" c="red.8">
                {outcome.message}
              </Text>
            )}
          </div>
        </Stack>
      </form>
    </Modal>
  )
}
