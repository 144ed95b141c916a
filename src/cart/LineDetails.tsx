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
        // a word longer than the card (50 x's) breaks, rather than run past the card's edge
        <Text size={size} c="dimmed" fs="italic" style={{ overflowWrap: 'anywhere' }}>
          {note}
        </Text>
      )}
    </>
  )
}
