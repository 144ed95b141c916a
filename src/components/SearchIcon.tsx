/**
 * The search entry's magnifier, drawn rather than a text glyph: the glyph (⌕) is in few fonts, so a
 * phone could show a box instead, and looking for a font that has it cost Chromium tens of
 * milliseconds in the page's first layout (issue #14).
 */
export function SearchIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5 21 21" />
    </svg>
  )
}
