import { Button, Paper } from '@mantine/core'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router-dom'
import { useMoney, useVenuePath } from '../components/useMenu'
import { browserTabApi } from '../venue/browserVenueApi'
import { useViews } from '../venue/hooks'
import { useVenue } from '../venue/venueContext'
import { useBarRoom } from './barRoom'
import { JoinTabModal } from './JoinTabModal'

type Offer = { kind: 'join'; tableId: number; tableName: string; guests: number } | { kind: 'open'; tableId: number; tableName: string } | { kind: 'share'; tabId: string }

/**
 * Above the cart bar at a table (issue #18): the offer to join the tab open at the guest's table
 * ("Al Tavolo 4 c'è un conto aperto con 2 persone: unisciti"), or to open it, or to join the tab
 * of a share link (`?tab=`); once on a tab, the way to it. Fixed in place: it moves nothing.
 */
export default function TabStrip() {
  const { t } = useTranslation()
  const { hash, records } = useVenue()
  const { table, tab } = useViews()
  const { money } = useMoney()
  const path = useVenuePath()
  const shared = new URLSearchParams(useLocation().search).get('tab')
  const scanned = table.uniqueTable?.table ?? null
  const onTab = tab !== null && tab.open
  const [offer, setOffer] = useState<Offer | null>(null)
  const [joining, setJoining] = useState(false)
  const api = useMemo(() => browserTabApi(hash, records), [hash, records])
  useBarRoom()

  useEffect(() => {
    if (onTab) return setOffer(null)
    if (shared !== null && /^[A-Za-z0-9_-]{8,64}$/.test(shared)) return setOffer({ kind: 'share', tabId: shared })
    if (scanned === null) return setOffer(null)
    let live = true
    void api.tableTab(scanned.id).then((answer) => {
      if (!live || !answer.ok) return
      const open = answer.value
      setOffer(open === null ? { kind: 'open', tableId: scanned.id, tableName: scanned.name } : { kind: 'join', tableId: scanned.id, tableName: open.tableName, guests: open.guests })
    })
    return () => {
      live = false
    }
  }, [api, onTab, shared, scanned])

  if (onTab) {
    return (
      <Paper className="comanda-tab-strip" role="region" aria-label={t('tabUi.strip.region')}>
        <Button component={Link} to={path('tab')} fullWidth variant="light">
          {t('tabUi.strip.onTab', { table: tab.table.name, total: money(tab.total), count: tab.guests.length })}
        </Button>
      </Paper>
    )
  }
  if (offer === null) return null
  const label =
    offer.kind === 'share' ? t('tabUi.strip.shareOffer') : offer.kind === 'open' ? t('tabUi.strip.open', { table: offer.tableName }) : t('tabUi.strip.offer', { table: offer.tableName, count: offer.guests })
  return (
    <Paper className="comanda-tab-strip" role="region" aria-label={t('tabUi.strip.region')}>
      <Button fullWidth variant="light" onClick={() => setJoining(true)} styles={{ label: { whiteSpace: 'normal' } }} h="auto" py={8}>
        {label}
      </Button>
      {joining && <JoinTabModal target={offer.kind === 'share' ? { tab_id: offer.tabId } : { table_id: offer.tableId }} opening={offer.kind === 'open'} onClose={() => setJoining(false)} />}
    </Paper>
  )
}
