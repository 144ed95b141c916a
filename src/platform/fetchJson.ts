import { MESSAGES } from '../../domain/messages'
import { apiBaseUrl, browserFetch, isOnline } from './browserPorts'

/** GET a JSON document of the venue API (the UI translations of loadLanguage). Rejects on a network error or a non-2xx answer. */
export async function fetchJson(url: string): Promise<unknown> {
  // SPEC §7: every call is skipped offline.
  if (!isOnline()) throw new Error(MESSAGES['network.offline'])
  const response = await browserFetch(`${apiBaseUrl}${url}`, { method: 'GET', headers: { Accept: 'application/json' } })
  if (response.status < 200 || response.status > 299) throw new Error(`${url}: HTTP ${response.status}`)
  return JSON.parse(await response.text()) as unknown
}
