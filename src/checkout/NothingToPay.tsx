import { Alert, Button, Stack } from '@mantine/core'
import { Link } from 'react-router-dom'

/** The payment screens when there is nothing to pay (SPEC §8 'Nessun ordine inviato', a paid order): why, and where to go instead. */
export function NothingToPay({ reason, paid = false, testId, to, action }: { reason: string; paid?: boolean; testId: string; to: string; action: string }) {
  return (
    <Stack align="flex-start">
      <Alert color={paid ? 'green' : 'orange'} role="status" data-testid={testId}>
        {reason}
      </Alert>
      <Button component={Link} to={to} variant="light">
        {action}
      </Button>
    </Stack>
  )
}
