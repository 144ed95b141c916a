// @vitest-environment jsdom
import { act } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { FIRST_CARDS, shareOut, useCardsShown } from '../../../src/components/cardsShown'

// React's act() outside Testing Library
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const ITEMS = Array.from({ length: 60 }, (_, index) => `item ${index + 1}`)

function List() {
  const shown = useCardsShown(ITEMS.length)
  return (
    <ul>
      {ITEMS.slice(0, shown).map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}

const container = document.createElement('div')
document.body.append(container)
const cards = () => container.querySelectorAll('li').length
const allShown = async () => {
  for (let wait = 0; wait < 100 && cards() < ITEMS.length; wait++) await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
}
let unmount = () => {}
afterEach(() => {
  act(() => unmount())
  container.innerHTML = ''
})

describe('a long list on a server-rendered page (issue #14: a 300-item category built its 300 cards in one parser task)', () => {
  it("carries its first cards only in the server's HTML", () => {
    container.innerHTML = renderToString(<List />)
    expect(cards()).toBe(FIRST_CARDS)
  })

  it('hydrates to what the server sent, then shows every card', async () => {
    container.innerHTML = renderToString(<List />)
    const problems: unknown[] = []
    const root = await act(() => hydrateRoot(container, <List />, { onRecoverableError: (error) => void problems.push(error) }))
    unmount = () => root.unmount()
    await allShown()
    expect(problems).toEqual([])
    expect(cards()).toBe(ITEMS.length)
    expect(container.querySelector('li:last-child')?.textContent).toBe('item 60')
  })

  it('is whole at once when the browser renders it itself (after a navigation: the way back lands where the guest was)', () => {
    const root = createRoot(container)
    unmount = () => root.unmount()
    act(() => root.render(<List />))
    expect(cards()).toBe(ITEMS.length)
  })
})

describe('shareOut: the cards shown, shared among the lists that follow each other (the home’s sections)', () => {
  it('fills each list in order until the cards run out', () => {
    expect(shareOut([10, 5, 20], 24)).toEqual([10, 5, 9])
    expect(shareOut([10, 5, 20], 12)).toEqual([10, 2, 0])
    expect(shareOut([10, 5, 20], 100)).toEqual([10, 5, 20])
    expect(shareOut([0, 3], 0)).toEqual([0, 0])
  })
})
