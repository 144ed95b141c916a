// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import Search from '../../../src/screens/Search'
import { renderVenue } from './support'

afterEach(cleanup)

const open = (query = '') => renderVenue(<Search />, { route: `/restaurants/demo-online/search${query}`, path: 'search' })
const resultNames = () => within(screen.getByRole('region', { name: 'Risultati' })).queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)

describe('search (SPEC §5 Search)', () => {
  it('matches name, description and ingredients, case- and accent-insensitive; onlyspecial items are not listed', async () => {
    await open()
    const input = screen.getByRole('searchbox', { name: 'Cerca per nome, descrizione o ingrediente' })
    fireEvent.change(input, { target: { value: 'BUFALA' } })
    expect(resultNames()).toEqual(['Caprese'])
    fireEvent.change(input, { target: { value: 'caffe' } })
    expect(resultNames()).toEqual(['Tiramisù']) // Mini tiramisù is onlyspecial
    fireEvent.change(input, { target: { value: 'suppli' } })
    expect(resultNames()).toEqual(['Supplì al telefono'])
    fireEvent.click(screen.getByRole('button', { name: 'Cancella la ricerca' }))
    expect(screen.getByText('Scrivi cosa cerchi o scegli un filtro.')).toBeTruthy()
  })

  it('filters by any selected tag and excludes the selected allergens', async () => {
    await open()
    fireEvent.click(screen.getByRole('checkbox', { name: 'Vegano' }))
    expect(resultNames()).toEqual(['Bruschetta al pomodoro', 'Marinara', 'Patatine fritte', 'Olio piccante', 'Acqua naturale 0,5 l'])
    fireEvent.click(screen.getByRole('checkbox', { name: 'Glutine' }))
    expect(resultNames()).toEqual(['Patatine fritte', 'Olio piccante', 'Acqua naturale 0,5 l'])
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'olio' } })
    expect(resultNames()).toEqual(['Olio piccante'])
    expect(screen.getByText('1 prodotto trovato')).toBeTruthy()
  })

  it('reads the filter from the address', async () => {
    await open('?q=pomodoro&allergens=2')
    expect(resultNames()).toEqual(['Bruschetta al pomodoro', 'Marinara'])
  })
})
