// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import Item from '../../../src/screens/Item'
import { renderVenue } from './support'

afterEach(cleanup)

const openItem = async (id: number) => {
  const rendered = await renderVenue(<Item />, { route: `/restaurants/demo-online/item/${id}`, path: 'item/:itemId' })
  fireEvent.click(await screen.findByRole('button', { name: 'AGGIUNGI' }))
  const dialog = await screen.findByRole('dialog', { name: 'Scegli le opzioni' })
  return { ...rendered, dialog }
}

const confirmButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'AGGIUNGI' })

describe('the item options popup (SPEC §4 Variant selection, §5 Variants)', () => {
  it('shows a radio group for min = max = 1 and checkboxes otherwise, with the prompts and "obbligatorio"', async () => {
    const { dialog } = await openItem(107)
    const impasto = within(dialog).getByRole('radiogroup', { name: 'Impasto' })
    expect(within(impasto).getAllByRole('radio')).toHaveLength(4)
    const aggiunte = within(dialog).getByRole('group', { name: 'Aggiunte' })
    expect(within(aggiunte).getAllByRole('checkbox')).toHaveLength(5)
    expect(within(dialog).getByText("Scegli un'opzione")).toBeTruthy()
    expect(within(dialog).getByText('Scegli al massimo 3 opzioni')).toBeTruthy()
    expect(within(dialog).getAllByText('obbligatorio')).toHaveLength(1)
    expect(within(dialog).getByPlaceholderText('Segnare in questo campo eventuali variazioni')).toBeTruthy()
  })

  it('keeps the confirm disabled until the selection is valid, then adds the line', async () => {
    const { dialog, cart } = await openItem(107)
    expect(confirmButton(dialog).hasAttribute('disabled')).toBe(true)
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Integrale' }))
    expect(confirmButton(dialog).hasAttribute('disabled')).toBe(false)
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note' }), { target: { value: 'ben cotta' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aggiungi uno: Margherita' }))
    await act(async () => {
      fireEvent.click(confirmButton(dialog))
    })
    await waitFor(() => expect(cart().lines).toHaveLength(1))
    const [line] = cart().lines
    expect(line!.quantity).toBe(2)
    expect(line!.notes).toBe('ben cotta')
    expect(line!.menuentryvariants.map((group) => group.optionsselected.map((option) => option.id))).toEqual([[5002]])
  })

  it('clears the notes with the clear button', async () => {
    const { dialog } = await openItem(107)
    const notes = within(dialog).getByRole('textbox', { name: 'Note' }) as HTMLTextAreaElement
    fireEvent.change(notes, { target: { value: 'senza basilico' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancella le note' }))
    expect(notes.value).toBe('')
  })

  it('drops the earliest choice on over-selection', async () => {
    const { dialog } = await openItem(107)
    const box = (name: string) => within(dialog).getByRole('checkbox', { name }) as HTMLInputElement
    for (const name of ['Mozzarella di bufala', 'Salame piccante', 'Funghi', 'Olive']) fireEvent.click(box(name))
    expect(box('Mozzarella di bufala').checked).toBe(false)
    expect([box('Salame piccante'), box('Funghi'), box('Olive')].every((input) => input.checked)).toBe(true)
    // a radio group swaps its option
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Classico' }))
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Kamut' }))
    expect((within(dialog).getByRole('radio', { name: 'Classico' }) as HTMLInputElement).checked).toBe(false)
    expect((within(dialog).getByRole('radio', { name: 'Kamut' }) as HTMLInputElement).checked).toBe(true)
  })

  it('shows the child group of the chosen option, and requires it', async () => {
    const { dialog, cart } = await openItem(101)
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Margherita' }))
    expect(within(dialog).queryByRole('radiogroup', { name: 'Quale birra?' })).toBeNull()
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Birra' }))
    const child = within(dialog).getByRole('radiogroup', { name: 'Quale birra?' })
    expect(confirmButton(dialog).hasAttribute('disabled')).toBe(true)
    fireEvent.click(within(child).getByRole('radio', { name: 'Ichnusa non filtrata' }))
    expect(confirmButton(dialog).hasAttribute('disabled')).toBe(false)
    // choosing another drink hides the child group again
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Coca-Cola' }))
    expect(within(dialog).queryByRole('radiogroup', { name: 'Quale birra?' })).toBeNull()
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Birra' }))
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Moretti' }))
    await act(async () => {
      fireEvent.click(confirmButton(dialog))
    })
    await waitFor(() => expect(cart().lines).toHaveLength(1))
    expect(cart().lines[0]!.menuentryvariants.map((group) => group.id)).toEqual([1004, 1005, 1006])
  })

  it('sets per-option quantities in a group with multi_max, capped by max_items', async () => {
    const { dialog } = await openItem(102)
    const more = (name: string) => within(dialog).getByRole('button', { name: `Aggiungi uno: ${name}` })
    // the limit of each option is said before the guest meets it
    expect(within(dialog).getByText('Al massimo 2 per opzione.')).toBeTruthy()
    fireEvent.click(more('Supplì'))
    fireEvent.click(more('Supplì'))
    expect(more('Supplì').hasAttribute('disabled')).toBe(true) // multi_max 2
    fireEvent.click(more('Frittatina di pasta'))
    fireEvent.click(more('Frittatina di pasta'))
    expect(more('Olive ascolane').hasAttribute('disabled')).toBe(true) // max_items 4
  })
})
