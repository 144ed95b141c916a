import { Text } from '@mantine/core'

/** Under a line's name: its options, then the guest's note in italics (a cart line, a tab line, a placed order's row). */
export function LineDetails({ options, note, size = 'sm' }: { options: string; note: string; size?: 'sm' | 'xs' }) {
  return (
    <>
      {options !== '' && (
        <Text size={size} c="dimmed">
          {options}
        </Text>
      )}
      {note.trim() !== '' && (
        <Text size={size} c="dimmed" fs="italic">
          {note}
        </Text>
      )}
    </>
  )
}
