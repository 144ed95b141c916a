import * as t from 'io-ts'
import { left, right, type Either } from 'fp-ts/Either'
import { closed, LanguageCode, refine, reportErrors, VenueHash } from './venueFileCodecs'
import { firstVenueFileProblem } from './venueFileChecks'
import { FullC, LightC, ServerC } from './venueFileSections'
import { TranslationsC } from './venueFileTranslations'

/**
 * The venue file format: one venue as a venue platform hands it over, which the reference
 * server seeds on first start and `comanda venue import <file>` loads (DESIGN §7, §8).
 * It is the full venue info response with the spec's field names (SPEC §3), split into `light`
 * and `full`, texts in the default language, money in the API's decimal euros, plus the
 * translations and the server-only data. Reference: fixtures/venues/README.md.
 */

const TimeZone = refine(
  t.string,
  (zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone })
      return true
    } catch {
      return false
    }
  },
  "an IANA time zone ('Europe/Rome')",
)

export const ActiveVenueFileC = closed('VenueFile', {
  hash: VenueHash,
  moved_to: t.null,
  default_language: LanguageCode,
  time_zone: TimeZone,
  light: LightC,
  full: FullC,
  translations: TranslationsC,
  server: ServerC,
})

/** A venue that moved: the venue API answers 302 with the new hash (SPEC §4 Redirect). */
export const MovedVenueFileC = closed('MovedVenueFile', { hash: VenueHash, moved_to: VenueHash }, { default_language: LanguageCode, time_zone: TimeZone })

export type ActiveVenueFile = t.TypeOf<typeof ActiveVenueFileC>
export type MovedVenueFile = t.TypeOf<typeof MovedVenueFileC>
export type VenueFile = ActiveVenueFile | MovedVenueFile

export function isMovedVenue(file: VenueFile): file is MovedVenueFile {
  return file.moved_to !== null
}

/**
 * Decodes a parsed venue file, then checks that its ids hold together (api/venueFileChecks.ts).
 * The error is one line: `venue file <hash>: <path>: <problem>`.
 */
export function decodeVenueFile(json: unknown): Either<string, VenueFile> {
  const record = typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as Record<string, unknown>) : null
  const label = typeof record?.hash === 'string' ? `venue file ${record.hash}` : 'venue file'
  if (record === null) return left(`${label}: expected a JSON object`)
  if (record.moved_to !== null && record.moved_to !== undefined && typeof record.moved_to !== 'string') {
    return left(`${label}: moved_to: expected null, or the hash of the venue it moved to, got ${JSON.stringify(record.moved_to)}`)
  }
  const moved = typeof record.moved_to === 'string'
  const result = moved ? MovedVenueFileC.decode(json) : ActiveVenueFileC.decode(json)
  if (result._tag === 'Left') return left(`${label}: ${reportErrors(result.left)}`)
  const file: VenueFile = result.right
  if (isMovedVenue(file)) return file.moved_to === file.hash ? left(`${label}: moved_to: a venue cannot move to itself`) : right(file)
  const problem = firstVenueFileProblem(file)
  return problem === null ? right(file) : left(`${label}: ${problem}`)
}
