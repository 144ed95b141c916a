import { useMemo } from 'react'
import { HttpVenueApi } from '../../api/client'
import { HttpTabApi } from '../../api/tabClient'
import type { BrowserRecords } from '../../events/stores/browserRecords'
import { apiBaseUrl, browserFetch, isOnline } from '../platform/browserPorts'
import { useVenue } from './venueContext'

/** The venue API's client in this browser: the device's id and secret, and the customer's token for the venue. */
export function browserVenueApi(hash: string, records: BrowserRecords): HttpVenueApi {
  const deviceId = records.deviceId(() => crypto.randomUUID())
  const credentials = records.credentials(hash)
  return new HttpVenueApi({ baseUrl: apiBaseUrl, venue: hash, fetch: browserFetch, isOnline, token: credentials.token, deviceId, deviceSecret: records.deviceSecret() })
}

/** The table's tab calls in this browser (DESIGN §7a), with the same device id and secret. */
export function browserTabApi(hash: string, records: BrowserRecords): HttpTabApi {
  const deviceId = records.deviceId(() => crypto.randomUUID())
  const credentials = records.credentials(hash)
  return new HttpTabApi({ baseUrl: apiBaseUrl, venue: hash, fetch: browserFetch, isOnline, token: credentials.token, deviceId, deviceSecret: records.deviceSecret() })
}

/** For the calls a screen makes that record nothing (whether there are coupons, full slots, the geocoder). */
export function useVenueCalls(): HttpVenueApi {
  const { hash, records } = useVenue()
  return useMemo(() => browserVenueApi(hash, records), [hash, records])
}
