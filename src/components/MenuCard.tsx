import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { VenueImage } from './VenueImage'

export type MenuCardProps = {
  name: string
  /** The page the name leads to. */
  to: string
  image: string | null | undefined
  /** Plain text, two lines at most. */
  description: string | null
  headingLevel: 2 | 3 | 4
  /** What follows the description (tags, price). */
  children?: ReactNode
  /** Beside the text (the add button). */
  aside?: ReactNode
}

/** A menu entry in a list (an item, a special menu): its picture, its name leading to its page, its description. */
export function MenuCard({ name, to, image, description, headingLevel, children, aside }: MenuCardProps) {
  return (
    <Card withBorder radius="md" padding="sm" component="article" className="comanda-menu-card">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {image && <VenueImage src={image} alt={name} w={72} h={72} radius="sm" fit="cover" />}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Title order={headingLevel} size="h5">
            <Anchor component={Link} to={to} c="inherit" underline="never">
              {name}
            </Anchor>
          </Title>
          {description && (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {description}
            </Text>
          )}
          {children}
        </Stack>
        {aside}
      </Group>
    </Card>
  )
}
