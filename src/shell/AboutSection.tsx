import { Button, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** A section of the about screen (SPEC §2): a heading, what it is for, one action, and what the action answered. */
export function AboutSection(props: { id: string; title: string; text: string; action: string; onAction: () => void; children?: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={props.id}>
      <Title order={2} size="h4" id={props.id}>
        {props.title}
      </Title>
      <Text size="sm">{props.text}</Text>
      <Button variant="outline" onClick={props.onAction} style={{ alignSelf: 'flex-start' }}>
        {props.action}
      </Button>
      {props.children}
    </Stack>
  )
}
