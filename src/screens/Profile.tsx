import { Badge, Button, Card, Group, Loader, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { formatVenueDate } from '../../domain/display'
import { Link } from 'react-router-dom'
import { LoggedInAs } from '../account/LoggedInAs'
import { LoginRequired } from '../account/LoginRequired'
import { ServerError } from '../account/ServerError'
import { useProfile } from '../account/useProfile'
import { VerificationMailButton } from '../account/VerificationMailButton'
import { ScreenFrame } from '../shell/ScreenFrame'
import { useViews } from '../venue/hooks'
import { useVenue } from '../venue/venueContext'

function Row({ label, value }: { label: string; value: string | null }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {/* the guest's own text isolated from the screen's direction (an Italian name or a phone number on an Arabic screen) */}
      <Text size="sm">
        <bdi>{value ?? '—'}</bdi>
      </Text>
    </Group>
  )
}

/** SPEC §2 profile: the signed-in customer's data, links to edit it, to the saved addresses and to their orders; logout. */
export default function Profile() {
  const { t, i18n } = useTranslation()
  const { hash } = useVenue()
  const { customer } = useViews()
  const { loaded } = useProfile()
  const profile = customer.profile

  if (!customer.loggedIn) {
    return (
      <ScreenFrame title={t('ui.screens.profile')}>
        <LoginRequired />
      </ScreenFrame>
    )
  }
  return (
    <ScreenFrame title={t('ui.screens.profile')}>
      <LoggedInAs />
      <ServerError result={loaded} />
      {profile === undefined ? (
        loaded === null && <Loader aria-label={t('ui.loading')} />
      ) : (
        <Card withBorder padding="md" data-testid="profile">
          <Stack gap="xs">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text fw={600} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                {profile.email}
              </Text>
              <Badge color={profile.email_verified ? 'green' : 'orange'} style={{ flexShrink: 0 }}>{profile.email_verified ? t('account.profile.verified') : t('account.profile.notVerified')}</Badge>
            </Group>
            <Row label={t('account.fields.name')} value={profile.name} />
            <Row label={t('account.fields.phone')} value={profile.phone} />
            <Row label={t('account.fields.birthday')} value={profile.birthday === null ? null : formatVenueDate(profile.birthday, i18n.language)} />
            {!profile.email_verified && <VerificationMailButton email={profile.email} />}
          </Stack>
        </Card>
      )}
      <Stack gap="xs">
        <Button component={Link} to={`/restaurants/${hash}/edit-profile`} variant="light">
          {t('ui.screens.editProfile')}
        </Button>
        <Button component={Link} to={`/restaurants/${hash}/address`} variant="light">
          {t('account.profile.addresses', { count: customer.addresses?.length ?? 0 })}
        </Button>
        <Button component={Link} to={`/restaurants/${hash}/my-orders`} variant="light">
          {t('ui.screens.myOrders')}
        </Button>
      </Stack>
    </ScreenFrame>
  )
}
