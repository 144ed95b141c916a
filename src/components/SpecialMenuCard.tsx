import { VenueImage } from './VenueImage'
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router-dom'
import type { SpecialMenu } from '../../domain/menuTypes'
import { useVenue } from '../venue/VenueProvider'
import { Price } from './Price'
import { plainText, useVenuePath } from './useMenu'

/** One special (combo) menu in a list: its name leads to it. */
export function SpecialMenuCard({ menu, headingLevel = 2 }: { menu: SpecialMenu; headingLevel?: 2 | 3 }) {
  const { info } = useVenue()
  const path = useVenuePath()
  const special = info.specialmenus.find((entry) => entry.id === menu.id)
  const description = plainText(special?.description)
  return (
    <Card withBorder radius="md" padding="sm" component="article">
      <Group wrap="nowrap" gap="sm" align="flex-start">
        {special?.image && <VenueImage src={special.image} alt={menu.name} w={72} h={72} radius="sm" fit="cover" />}
        <Stack gap={4} style={{ flex: 1 }}>
          <Title order={headingLevel} size="h5">
            <Anchor component={Link} to={path(`special-menus/${menu.id}`)} c="inherit" underline="never">
              {menu.name}
            </Anchor>
          </Title>
          {description && (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {description}
            </Text>
          )}
          <Price cents={menu.price} size="sm" />
        </Stack>
      </Group>
    </Card>
  )
}
