// @vitest-environment jsdom
import { cleanup } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SafeHtml, sanitizeVenueHtml } from '../../../src/shell/SafeHtml'
import { renderWithShell } from './render'

afterEach(cleanup)

const HOSTILE =
  '<p onclick="steal()">Impasto <b>48 ore</b><script>alert(1)</script></p>' +
  '<img src="x.png" onerror="alert(2)" alt="x">' +
  '<a href="javascript:alert(3)">trap</a> <a href="https://example.com/menu" onmouseover="alert(4)">menu</a>' +
  '<iframe src="https://evil.example"></iframe><style>body{display:none}</style><div style="position:fixed">x</div>'

describe('SafeHtml (DESIGN §6: venue HTML is sanitised)', () => {
  it('removes scripts, event handlers, javascript: links, frames and styles, keeps the text', async () => {
    const { getByTestId } = await renderWithShell(<SafeHtml html={HOSTILE} data-testid="venue-html" />)
    const container = getByTestId('venue-html')
    const html = container.innerHTML
    expect(container.querySelector('script, iframe, style')).toBeNull()
    expect(html).not.toMatch(/onclick|onerror|onmouseover|javascript:|alert\(1\)/i)
    expect(container.querySelector('[style]')).toBeNull()
    expect(container.textContent).toContain('Impasto 48 ore')
    expect(container.querySelector('b')?.textContent).toBe('48 ore')
  })

  it('opens venue links in a new tab without access to the app', () => {
    const clean = sanitizeVenueHtml('<a href="https://example.com">x</a>')
    const doc = new DOMParser().parseFromString(clean, 'text/html')
    const link = doc.querySelector('a')!
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toContain('noopener')
  })

  it('renders nothing for empty or null text', async () => {
    const { container } = await renderWithShell(
      <div data-testid="host">
        <SafeHtml html={null} />
        <SafeHtml html="<script>x()</script>" />
      </div>,
    )
    expect(container.querySelector('[data-testid=host]')!.innerHTML).toBe('')
  })
})
