import { Alert, NativeSelect, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { FullVenueInfo } from '../../api/venueInfo'

/**
 * The table the order goes to: the scanned table, fixed (and said closed when its session was
 * verified closed, SPEC §4 Table QR), or the guest's choice among the venue's tables.
 */
export function TableField(props: { tables: FullVenueInfo['tables']; uniqueTable: { name: string } | null; knownClosed: boolean; value: number | null; onChange: (tableId: number | null) => void }) {
  const { t } = useTranslation()
  if (props.uniqueTable !== null) {
    return (
      <>
        <Text data-testid="unique-table">{t('checkout.tableFixed', { name: props.uniqueTable.name })}</Text>
        {props.knownClosed && (
          <Alert color="orange" role="status" data-testid="table-closed">
            {t('table.sessionClosed')}
          </Alert>
        )}
      </>
    )
  }
  return (
    <NativeSelect
      label={t('checkout.table')}
      value={props.value === null ? '' : String(props.value)}
      onChange={(event) => props.onChange(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))}
      data={[{ value: '', label: t('checkout.tableChoose') }, ...props.tables.map((candidate) => ({ value: String(candidate.id), label: candidate.name ?? String(candidate.id) }))]}
    />
  )
}
