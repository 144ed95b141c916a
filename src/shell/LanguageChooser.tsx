import { Alert, Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChooserLanguage } from './languages'
import { RefreshOverlay } from './RefreshOverlay'

export type LanguageChooserProps = {
  opened: boolean
  onClose: () => void
  languages: readonly ChooserLanguage[]
  /** The language the venue is shown in now. */
  current: string
  /**
   * Loads the language, stores it and reloads the venue; resolves when the venue shows in it.
   * A rejection keeps the language as it was (SPEC §8).
   */
  onChoose: (code: string) => Promise<void>
}

/**
 * SPEC §2, §4 Language choice: the full-screen chooser of the venue's languages (name, flag
 * emoji, code). Choosing shows the loading overlay until the venue is shown in the new language,
 * then closes. Each language is a button (keyboard: Tab and Enter or Space); its name is marked
 * with its own language and direction so screen readers pronounce it right.
 */
export function LanguageChooser({ opened, onClose, languages, current, onChoose }: LanguageChooserProps) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)

  const choose = async (code: string) => {
    if (busy) return
    if (code === current) return onClose()
    setFailed(false)
    setBusy(code)
    try {
      await onChoose(code)
      setBusy(null)
      onClose()
    } catch {
      setBusy(null)
      setFailed(true)
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={() => (busy ? undefined : onClose())}
      fullScreen
      title={t('shell.chooser.title')}
      closeButtonProps={{ 'aria-label': t('ui.close') }}
      styles={{ title: { fontSize: 'var(--mantine-font-size-xl)', fontWeight: 700 } }}
    >
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {languages.map((language) => {
          const selected = language.code === current
          return (
            <li key={language.code}>
              <UnstyledButton
                onClick={() => void choose(language.code)}
                aria-current={selected ? 'true' : undefined}
                data-language={language.code}
                className="comanda-language-option"
                w="100%"
                p="md"
                style={{
                  borderRadius: 'var(--mantine-radius-md)',
                  border: `2px solid ${selected ? 'var(--comanda-primary-on-surface, var(--mantine-color-anchor))' : 'var(--mantine-color-default-border)'}`,
                }}
              >
                <Group wrap="nowrap" gap="md">
                  {language.image ? (
                    <img src={language.image} alt="" width={36} height={24} style={{ objectFit: 'cover', borderRadius: 3, boxShadow: '0 0 0 1px rgba(0,0,0,.15)' }} />
                  ) : (
                    <Text component="span" fz={32} lh={1} aria-hidden="true">
                      {language.flag}
                    </Text>
                  )}
                  <Text component="span" fz="lg" fw={selected ? 700 : 500} lang={language.code} dir={language.rtl ? 'rtl' : 'ltr'} style={{ flex: 1 }}>
                    {language.name}
                  </Text>
                  <Text component="span" fz="sm" fw={600} c="dimmed" ff="monospace">
                    {language.code.toUpperCase()}
                  </Text>
                  {selected && (
                    <Text component="span" fz="sm" c="dimmed">
                      {t('shell.chooser.current')}
                    </Text>
                  )}
                </Group>
              </UnstyledButton>
            </li>
          )
        })}
      </Stack>
      {failed && (
        <Alert color="red" role="alert" mt="md">
          {t('shell.chooser.failed')}
        </Alert>
      )}
      {busy && <RefreshOverlay />}
    </Modal>
  )
}
