import { Paper, Text } from '@mantine/core'
import { useVenue } from '../venue/venueContext'
import { sanitizeVenueHtml } from '../shell/SafeHtml'

/** The venue's registration text in its registration colours (SPEC §3 Venue full: registration texts and colours). */
export function RegistrationIntro() {
  const { info } = useVenue()
  if (!info.registration_text) return null
  return (
    <Paper p="sm" radius="md" style={{ background: info.registration_background_color ?? undefined, color: info.registration_text_color ?? undefined }}>
      <Text component="div" size="sm" dangerouslySetInnerHTML={{ __html: sanitizeVenueHtml(info.registration_text) }} />
    </Paper>
  )
}
