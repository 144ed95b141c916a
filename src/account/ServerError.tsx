import { Alert } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { CallResult } from './useCustomerCall'

/** SPEC §8: a failed call says 'Errore server', or the server's own message when it sent one. */
export function ServerError({ result }: { result: CallResult<unknown> | null }) {
  const { t } = useTranslation()
  if (result === null || result.ok) return null
  return (
    <Alert color="red" role="alert" data-testid="server-error">
      {result.message ?? t('server.error')}
    </Alert>
  )
}
