import { describe, expect, it } from 'vitest'
import { tableQrCommand } from '../../../commands/venueCommands'

const tables = [{ id: 3, name: 'Tavolo 3' }]

describe('SPEC §4 Table QR (query t, base64)', () => {
  it('sets the unique table the QR names', () => {
    expect(tableQrCommand(btoa('3'), { tables } as never)).toEqual({ type: 'ScanTableQr', qr: '3', table: { id: 3, name: 'Tavolo 3' } })
  })
  it('a table id the venue does not have is kept as scanned, without a table (the send-order check refuses it)', () => {
    expect(tableQrCommand(btoa('9'), { tables } as never)).toEqual({ type: 'ScanTableQr', qr: '9', table: null })
  })
  it('a t that names no table clears the unique table; no t changes nothing', () => {
    expect(tableQrCommand('%%%', { tables } as never)).toEqual({ type: 'ClearUniqueTable' })
    expect(tableQrCommand(null, { tables } as never)).toBeNull()
  })
})
