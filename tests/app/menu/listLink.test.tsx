// @vitest-environment jsdom
// The menu cards' light link (issue #14): the same address and navigation as react-router's Link
// under the app's base path, without resolving the address at each card.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { BrowserRouter, Link, useLocation } from 'react-router-dom'
import { ListLink, ListLinksProvider } from '../../../src/components/ListLink'
import { APP_BASENAME } from '../../../src/shell/appBase'

afterEach(cleanup)

function Where() {
  return <output>{useLocation().pathname}</output>
}

function renderAt(path: string) {
  window.history.replaceState(null, '', `${APP_BASENAME}${path}`)
  return render(
    <BrowserRouter basename={APP_BASENAME}>
      <ListLinksProvider>
        <ListLink to="/restaurants/demo-online/item/107" className="comanda-choose" aria-label="Scegli Margherita">
          Margherita
        </ListLink>
        <Link to="/restaurants/demo-online/item/107">Margherita (Link)</Link>
        <Where />
      </ListLinksProvider>
    </BrowserRouter>,
  )
}

describe('ListLink (issue #14)', () => {
  it("has the href react-router's Link has, with its class and label", () => {
    renderAt('/restaurants/demo-online/category/13')
    const light = screen.getByRole('link', { name: 'Scegli Margherita' })
    expect(light.getAttribute('href')).toBe(screen.getByRole('link', { name: 'Margherita (Link)' }).getAttribute('href'))
    expect(light.getAttribute('href')).toBe('/app/restaurants/demo-online/item/107')
    expect(light.className).toBe('comanda-choose')
  })

  it('navigates inside the app on a plain click', async () => {
    renderAt('/restaurants/demo-online/category/13')
    await act(async () => void fireEvent.click(screen.getByRole('link', { name: 'Scegli Margherita' })))
    expect(screen.getByRole('status').textContent).toBe('/restaurants/demo-online/item/107')
    expect(window.location.pathname).toBe('/app/restaurants/demo-online/item/107')
  })

  it('leaves a modified or middle click to the browser (a new tab), as Link does', async () => {
    renderAt('/restaurants/demo-online/category/13')
    const light = screen.getByRole('link', { name: 'Scegli Margherita' })
    for (const click of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...click })
      await act(async () => void light.dispatchEvent(event))
      expect(event.defaultPrevented).toBe(false)
    }
    expect(screen.getByRole('status').textContent).toBe('/restaurants/demo-online/category/13')
  })
})
