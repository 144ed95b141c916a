import * as t from 'io-ts'
import { ClockTime, closed, Count, Flag, nullable, Price, Text } from './venueFileCodecs'
import { LIVE_OPTION_KINDS, OFFLINE_OPTION_KINDS, ONLINE_OPTION_KINDS, type OptionKind } from './venueOptionFields'

/**
 * The codecs of the ordering option sets of a venue file (SPEC §3 Online, Offline and Live
 * options), made from their fields' kinds (./venueOptionFields.ts), with the field names of
 * domain/venueOptions.ts. Every field is optional (the domain states the default of each).
 */
const CODEC_OF_KIND = {
  flag: Flag,
  money: nullable(Price),
  text: nullable(Text),
  time: nullable(ClockTime),
  minutes: nullable(Count),
  paymentMethod: t.union([t.literal(0), t.literal(1), t.literal(2)], 'payment method (0 later, 1 now, 2 later and now)'),
}

type CodecsOf<K extends Record<string, OptionKind>> = { [F in keyof K]: (typeof CODEC_OF_KIND)[K[F]] }
const codecsOf = <K extends Record<string, OptionKind>>(kinds: K): CodecsOf<K> =>
  Object.fromEntries(Object.entries(kinds).map(([field, kind]) => [field, CODEC_OF_KIND[kind]])) as CodecsOf<K>

export const ONLINE_OPTION_FIELDS = codecsOf(ONLINE_OPTION_KINDS)
export const OFFLINE_OPTION_FIELDS = codecsOf(OFFLINE_OPTION_KINDS)
export const LIVE_OPTION_FIELDS = codecsOf(LIVE_OPTION_KINDS)

export const FileOnlineOptionsC = closed('OnlineOptions', {}, ONLINE_OPTION_FIELDS)
export const FileOfflineOptionsC = closed('OfflineOptions', {}, OFFLINE_OPTION_FIELDS)
export const FileLiveOptionsC = closed('LiveOptions', {}, LIVE_OPTION_FIELDS)
export type FileOnlineOptions = t.TypeOf<typeof FileOnlineOptionsC>
export type FileOfflineOptions = t.TypeOf<typeof FileOfflineOptionsC>
export type FileLiveOptions = t.TypeOf<typeof FileLiveOptionsC>
