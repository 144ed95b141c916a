import type { FullVenueInfo } from '../api/venueInfo'
import { orderVenueRulesOf } from '../api/venueOrderRules'
import { uniqueTableIdFromQr } from '../domain/tables'
import type { Command, CommandOf } from './registry'

/**
 * What a guest sends on opening a venue, shared by the PWA and `comanda scenario`: its type and
 * the rules the deciders check (VenueOpened).
 */
export function openVenueCommand(info: FullVenueInfo): CommandOf<'OpenVenue'> {
  const { ordering, timeZone, tables, uniqueQr, deliveryRadii, coverPrice } = orderVenueRulesOf(info)
  return {
    type: 'OpenVenue',
    restaurant_type: info.restaurant_type,
    rid: info.rid,
    name: info.name,
    currency: info.currency.symbol,
    rules: { ordering, timeZone, tables: [...tables], uniqueQr, deliveryRadii: [...deliveryRadii], coverPrice },
  }
}

/**
 * SPEC §4 Table QR: a `t` parameter (base64 table id) sets the unique table, which then verifies
 * the table session (types 2 and 3); a `t` that names no table clears it. Choice: without `t`
 * nothing changes, so moving between screens keeps the table the guest scanned.
 */
export function tableQrCommand(t: string | null, info: Pick<FullVenueInfo, 'tables'>): Command | null {
  if (t === null) return null
  const tableId = uniqueTableIdFromQr(t)
  if (tableId === null) return { type: 'ClearUniqueTable' }
  const table = info.tables.find((candidate) => candidate.id === tableId)
  return { type: 'ScanTableQr', qr: String(tableId), table: table ? { id: table.id, name: table.name ?? '' } : null }
}
