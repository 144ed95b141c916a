import { Anchor, Center, List, Stack, Text, Title } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { ComandaLogo } from '../shell/ComandaLogo'

/** SPEC §4: the / screen shows the Comanda logo for 1 s. */
export const HOME_LOGO_MS = 1000

const DEMOS = [
  { hash: 'demo-online', key: 'shell.home.demoOnline' },
  { hash: 'demo-table', key: 'shell.home.demoTable' },
  { hash: 'demo-live', key: 'shell.home.demoLive' },
] as const

/**
 * SPEC §2 /: the Comanda logo for 1 s, then a short welcome: a guest reaches a venue by scanning
 * the QR code on the table or opening the venue's link; the demo venues are one tap away.
 */
export default function Home() {
  const { t } = useTranslation()
  const [logo, setLogo] = useState(true)
  useEffect(() => {
    const timer = setTimeout(() => setLogo(false), HOME_LOGO_MS)
    return () => clearTimeout(timer)
  }, [])

  if (logo) {
    return (
      <Center h="100dvh" component="main" aria-busy="true">
        <ComandaLogo size={144} title={t('shell.home.logo')} />
      </Center>
    )
  }
  return (
    <Stack component="main" p="lg" gap="lg" maw={520} mx="auto" mih="100dvh" justify="center">
      <Center>
        <ComandaLogo size={96} title={t('shell.home.logo')} />
      </Center>
      <Title order={1} ta="center">
        {t('shell.home.title')}
      </Title>
      <Text size="lg" ta="center">
        {t('shell.home.scan')}
      </Text>
      <Text ta="center" c="dimmed">
        {t('shell.home.link')}
      </Text>
      <Stack gap="xs" component="section" aria-labelledby="home-demos">
        <Title order={2} size="h4" id="home-demos">
          {t('shell.home.demos')}
        </Title>
        <List spacing="xs">
          {DEMOS.map((demo) => (
            <List.Item key={demo.hash}>
              <Anchor component={Link} to={`/restaurants/${demo.hash}`} fw={500}>
                {t(demo.key)}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Stack>
  )
}
