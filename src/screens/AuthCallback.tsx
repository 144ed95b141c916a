import { Center, Loader, Stack, Text } from '@mantine/core'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'

/**
 * SPEC §2 /auth/{provider}/callback: the social login callback has an empty body. Social login is
 * not wired yet, so it goes back to the start (replacing the callback in the history).
 */
export default function AuthCallback() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  useEffect(() => {
    void navigate('/', { replace: true })
  }, [navigate])
  return (
    <Center h="100dvh" component="main">
      <Stack align="center" role="status">
        <Loader aria-hidden="true" />
        <Text>{t('shell.auth.redirecting')}</Text>
      </Stack>
    </Center>
  )
}
