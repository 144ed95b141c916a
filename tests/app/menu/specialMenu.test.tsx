// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import SpecialMenu from '../../../src/screens/SpecialMenu'
import { renderVenue } from './support'

afterEach(cleanup)

const open = (id: number) => renderVenue(<SpecialMenu />, { route: `/restaurants/demo-online/special-menus/${id}`, path: 'special-menus/:id' })
const section = (name: string) => screen.getByRole('region', { name })
const addButton = () => screen.getByRole('button', { name: 'AGGIUNGI AL CARRELLO' })

describe('a special menu (SPEC §4 Special menu, §5 Special menu category)', () => {
  it('adds the menu only when every category meets its rule, SCEGLI choosing an entry with options', async () => {
    const { cart } = await open(51)
    // "Il dolce" has one entry without options: mandatory, preset and not removable
    const dessert = within(section('Il dolce')).getByRole('checkbox', { name: 'Mini tiramisù' }) as HTMLInputElement
    expect(dessert.checked).toBe(true)
    expect(dessert.disabled).toBe(true)
    expect(addButton().hasAttribute('disabled')).toBe(true)

    fireEvent.click(within(section('La pizza')).getByRole('button', { name: 'Scegli Diavola' }))
    const dialog = await screen.findByRole('dialog', { name: 'Scegli le opzioni' })
    expect(within(dialog).queryByRole('textbox', { name: 'Note' })).toBeNull()
    const scegli = within(dialog).getByRole('button', { name: 'SCEGLI' })
    expect(scegli.hasAttribute('disabled')).toBe(true)
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Kamut' }))
    await act(async () => {
      fireEvent.click(scegli)
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(within(section('La pizza')).getByText('Kamut')).toBeTruthy()
    expect(addButton().hasAttribute('disabled')).toBe(true)

    fireEvent.click(within(section('La bibita')).getByRole('checkbox', { name: 'Coca-Cola 33 cl' }))
    expect(addButton().hasAttribute('disabled')).toBe(false)
    await act(async () => {
      fireEvent.click(addButton())
    })
    await waitFor(() => expect(cart().specialLines).toHaveLength(1))
    const [line] = cart().specialLines
    expect(line!.specialMenuId).toBe(51)
    expect(line!.menuentries.map((entry) => entry.item.id)).toEqual([109, 124, 129])
    expect(line!.menuentries[0]!.menuentryvariants[0]!.optionsselected.map((option) => option.id)).toEqual([5003])
  })

  it('drops the oldest choice when choosing beyond the category maximum', async () => {
    await open(51)
    const drinks = section('La bibita')
    const box = (name: string) => within(drinks).getByRole('checkbox', { name }) as HTMLInputElement
    fireEvent.click(box('Acqua naturale 0,5 l'))
    fireEvent.click(box('Coca-Cola 33 cl'))
    expect(box('Acqua naturale 0,5 l').checked).toBe(false)
    expect(box('Coca-Cola 33 cl').checked).toBe(true)
  })

  it('lets an optional category stay empty', async () => {
    const { cart } = await open(52)
    // Fritti: two entries, both required, preset
    expect((within(section('Fritti')).getByRole('checkbox', { name: 'Supplì al telefono' }) as HTMLInputElement).checked).toBe(true)
    expect(within(section('Extra (facoltativo)')).getByText('Facoltativo, al massimo 1')).toBeTruthy()
    expect(addButton().hasAttribute('disabled')).toBe(true)
    fireEvent.click(within(section('Birra')).getByRole('checkbox', { name: 'Moretti 33 cl' }))
    expect(addButton().hasAttribute('disabled')).toBe(false)
    await act(async () => {
      fireEvent.click(addButton())
    })
    await waitFor(() => expect(cart().specialLines).toHaveLength(1))
  })
})
