// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fullVenueInfo, menuFromInfo } from '../../../api/venueInfo'
import { lineKey } from '../../../domain/cartLine'
import { variantGroupsOf } from '../../../domain/menuTypes'
import { choose, lineSnapshotOf, startSelection } from '../../../domain/variants'
import Item from '../../../src/screens/Item'
import { demoFile, renderVenue } from './support'

afterEach(cleanup)

const info = fullVenueInfo(demoFile(), 'it')
const margherita = menuFromInfo(info).items.find((item) => item.id === 107)!
const withDough = (optionId: number, notes: string) => lineSnapshotOf(margherita, choose(startSelection(variantGroupsOf(margherita)), [1001], optionId), notes)!

describe('MODIFICA: the item route opened with ?edit=<lineKey> (SPEC §4 Cart, Variant selection)', () => {
  it('prefills the popup from the cart line and merges the edited line into its twin', async () => {
    const classic = withDough(5001, 'ben cotta')
    const wholemeal = withDough(5002, 'tagliata')
    const key = lineKey(wholemeal.item, wholemeal.menuentryvariants)
    const { cart } = await renderVenue(<Item />, {
      route: `/restaurants/demo-online/item/107?edit=${encodeURIComponent(key)}`,
      path: 'item/:itemId',
      info,
      seed: async (dispatch) => {
        await dispatch({ type: 'AddLine', line: classic, quantity: 1 })
        await dispatch({ type: 'AddLine', line: wholemeal, quantity: 2 })
      },
    })
    expect(cart().lines).toHaveLength(2)
    const dialog = await screen.findByRole('dialog', { name: 'Scegli le opzioni' })
    expect((within(dialog).getByRole('radio', { name: 'Integrale' }) as HTMLInputElement).checked).toBe(true)
    expect((within(dialog).getByRole('textbox', { name: 'Note' }) as HTMLTextAreaElement).value).toBe('tagliata')
    expect(within(dialog).getByRole('group', { name: 'Quantità di Margherita' }).textContent).toContain('2')
    expect(within(dialog).queryByRole('button', { name: 'AGGIUNGI' })).toBeNull()
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Classico' }))
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'MODIFICA' }))
    })
    await waitFor(() => expect(cart().lines).toHaveLength(1))
    const [merged] = cart().lines
    expect(merged!.key).toBe(lineKey(classic.item, classic.menuentryvariants))
    expect(merged!.quantity).toBe(3)
    expect(merged!.notes).toBe('ben cotta; tagliata')
    expect(await screen.findByTestId('elsewhere')).toBeTruthy() // on to the cart
  })

  it('opens in add mode when the line is not in the cart', async () => {
    await renderVenue(<Item />, { route: '/restaurants/demo-online/item/107?edit=nope', path: 'item/:itemId', info })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('button', { name: 'AGGIUNGI' })).toBeTruthy()
  })
})
