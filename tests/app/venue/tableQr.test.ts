import { describe, expect, it } from 'vitest'
import { openVenueCommand } from '../../../commands/guest'
import { fullVenueInfo } from '../../../api/venueInfo'
import { venueFile } from '../../support/venueContext'

const info = { ...fullVenueInfo(venueFile('demo-table'), 'it'), tables: [{ id: 3, name: 'Tavolo 3' }] } as ReturnType<typeof fullVenueInfo>
const tableOf = (t: string | null) => openVenueCommand(info, t).table

describe('SPEC §4 Table QR (query t, base64): what the opening command says of the table', () => {
  it('sets the unique table the QR names', () => {
    expect(tableOf(btoa('3'))).toEqual({ qr: '3', table: { id: 3, name: 'Tavolo 3' } })
  })
  it('a table id the venue does not have is kept as scanned, without a table (the send-order check refuses it)', () => {
    expect(tableOf(btoa('9'))).toEqual({ qr: '9', table: null })
  })
  it('a t that names no table clears the unique table; no t changes nothing', () => {
    expect(tableOf('%%%')).toBeNull()
    expect(tableOf(null)).toBeUndefined()
  })
})
