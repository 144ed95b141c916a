import { Box, Typography, type BoxProps } from '@mantine/core'
import DOMPurify from 'dompurify'
import { useMemo } from 'react'

/** The browser's DOMPurify; the server's renderer gives it a window of its own (src/entry-server.tsx). */
let purifier: typeof DOMPurify = DOMPurify
let hooked = false

export function setPurifierWindow(window: Parameters<typeof DOMPurify>[0]): void {
  purifier = DOMPurify(window)
  hooked = false
}

/**
 * Venue texts may carry HTML (description, freetext, instructions: DESIGN §6). This is the one
 * place the app renders it, after DOMPurify: scripts, styles, frames, forms and every event handler
 * (on…) and javascript: URL are removed; links open in a new tab without access to this page.
 */
export function sanitizeVenueHtml(html: string | null | undefined): string {
  if (!hooked) {
    hooked = true
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('href')) {
        node.setAttribute('target', '_blank')
        node.setAttribute('rel', 'noopener noreferrer nofollow')
      }
    })
  }
  return purifier.sanitize(html ?? '', {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'svg', 'math'],
    FORBID_ATTR: ['style', 'srcset'],
  })
}

/** Sanitised venue HTML, with Mantine's typography styles. Renders nothing for empty text. */
export function SafeHtml({ html, ...box }: { html: string | null | undefined } & BoxProps & { 'aria-label'?: string }) {
  const clean = useMemo(() => sanitizeVenueHtml(html), [html])
  if (clean.trim() === '') return null
  return (
    <Typography>
      <Box {...box} dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  )
}
