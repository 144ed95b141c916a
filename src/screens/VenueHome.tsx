import { Button, Image, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useVenue } from '../venue/VenueProvider'

/** SPEC §2 /restaurants/{hash}: the venue home. */
export default function VenueHome() {
  const { info } = useVenue()
  const { t } = useTranslation()
  return (
    <Stack p="md" component="main">
      {info.logo && <Image src={info.logo} alt={info.name} h={96} w="auto" fit="contain" />}
      <Title order={1}>{info.name}</Title>
      <Button component={Link} to="a-la-carte-menu">
        {info.menucarta?.name ?? t('ui.screens.menu', { defaultValue: 'Menu' })}
      </Button>
      <Text c="dimmed" size="sm">
        {info.short ?? ''}
      </Text>
    </Stack>
  )
}
