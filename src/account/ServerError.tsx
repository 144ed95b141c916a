import { Alert } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { MESSAGES } from '../../domain/messages'
import { isOwnKey } from '../../domain/ownKey'
import type { CallResult } from './useCustomerCall'

/**
 * SPEC §8: a failed call says 'Errore server', or the server's own message when it sent one; a
 * rule the server names (too many attempts) in the guest's language, not the server's Italian.
 */
export function ServerError({ result }: { result: CallResult<unknown> | null }) {
  const { t } = useTranslation()
  if (result === null || result.ok) return null
  const rule = result.rule && isOwnKey(MESSAGES, result.rule.key) ? result.rule : null
  return (
    <Alert color="red" role="alert" data-testid="server-error">
      {rule ? t(rule.key, rule.params) : (result.message ?? t('server.error'))}
    </Alert>
  )
}
