// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ScrollManager } from '../../../src/shell/ScrollManager'

afterEach(cleanup)

let go: ReturnType<typeof useNavigate> = () => {}
function Navigator() {
  go = useNavigate()
  return null
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <ScrollManager />
      <Navigator />
      <Routes>
        <Route path="*" element={<main />} />
      </Routes>
    </MemoryRouter>,
  )
}

describe('SPEC §2 Scroll, between navigations', () => {
  it('a new screen starts at its top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    renderAt('/restaurants/demo-online/cart')
    scrollTo.mockClear()
    await act(async () => go('/restaurants/demo-online/checkout'))
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 })
  })

  it('the same screen with other state or parameters in its entry (the checkout mode, the search filters) keeps the guest where they are', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    renderAt('/restaurants/demo-online/checkout')
    scrollTo.mockClear()
    await act(async () => go('/restaurants/demo-online/checkout', { replace: true, state: { mode: 'delivery' } }))
    await act(async () => go('/restaurants/demo-online/search?q=pizza', { replace: true }))
    await act(async () => go('/restaurants/demo-online/search?q=pizza&tags=1', { replace: true }))
    expect(scrollTo.mock.calls).toEqual([[{ top: 0 }]]) // only for the search, a screen of its own
  })
})
