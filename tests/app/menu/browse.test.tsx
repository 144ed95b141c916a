// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fullVenueInfo } from '../../../api/venueInfo'
import Category from '../../../src/screens/Category'
import Extra from '../../../src/screens/Extra'
import Menu from '../../../src/screens/Menu'
import VenueHome from '../../../src/screens/VenueHome'
import { demoFile, renderVenue } from './support'

afterEach(cleanup)

describe('the venue home, the menu, a category, the extras', () => {
  it('home: the menu itself (issue #16.10), tabs to its sections in menu order, special menus first, the cart bar', async () => {
    await renderVenue(<VenueHome />, { route: '/restaurants/demo-online', path: '' })
    expect(screen.getByRole('heading', { level: 1, name: 'Pizzeria Da Gennaro' })).toBeTruthy()
    const tabs = screen.getByRole('navigation', { name: 'Sezioni del menù' })
    const names = within(tabs).getAllByRole('link').map((link) => link.textContent)
    expect(names).toEqual(['Menù speciali', 'Menù combo', 'Antipasti', 'Pizze rosse', 'Pizze bianche', 'Fritti', 'Dolci', 'Extra', 'Bevande'])
    // each tab leads to its section, which lists the category's items and its sub-categories' (Birre under Bevande)
    expect(within(tabs).getByRole('link', { name: 'Bevande' }).getAttribute('href')).toBe('#home-category-18')
    const drinks = document.getElementById('home-category-18')!
    expect(within(drinks).getByRole('heading', { level: 3, name: 'Coca-Cola 33 cl' })).toBeTruthy()
    expect(within(drinks).getByRole('heading', { level: 3, name: 'Birre' })).toBeTruthy()
    expect(within(drinks).getByRole('heading', { level: 4, name: 'Moretti 33 cl' })).toBeTruthy()
    // a dish with a picture shows it at its size; one without has no empty box
    expect(within(screen.getByRole('heading', { name: 'Margherita' }).closest('article')!).getByRole('img', { name: 'Margherita' }).getAttribute('src')).toContain('/img/dishes/pizza.webp')
    expect(within(screen.getByRole('heading', { name: 'Dolce del giorno' }).closest('article')!).queryByRole('img')).toBeNull()
    expect(screen.getByRole('link', { name: 'Menù Pizza' }).getAttribute('href')).toBe('/restaurants/demo-online/special-menus/51')
    expect(screen.getByRole('link', { name: /Il tuo ordine: 0 prodotti/ }).getAttribute('href')).toBe('/restaurants/demo-online/cart')
  })

  it('home: the cart is shown disabled without buyable entries, notices shown when flagged', async () => {
    const demo = fullVenueInfo(demoFile(), 'it')
    const info = { ...demo, atleastonefrozen: true, menuentries: demo.menuentries.map((entry) => ({ ...entry, buyable: false })) }
    await renderVenue(<VenueHome />, { route: '/restaurants/demo-online', path: '', info })
    expect(screen.getByRole('button', { name: /Ordini non disponibili/ }).hasAttribute('disabled')).toBe(true)
    expect(screen.queryByRole('link', { name: /Il tuo ordine/ })).toBeNull()
    expect(screen.getByText(/surgelati/)).toBeTruthy()
  })

  it('menu: combo first, food before drinks, sub-categories under their parent, a search entry', async () => {
    await renderVenue(<Menu />, { route: '/restaurants/demo-online/a-la-carte-menu', path: 'a-la-carte-menu' })
    const nav = screen.getByRole('navigation', { name: 'Categorie' })
    const names = within(nav).getAllByRole('link').map((link) => link.textContent?.replace(/[›‹]/g, ''))
    expect(names[0]).toBe('Menù combo')
    expect(names.slice(-2)).toEqual(['Bevande', 'Birre'])
    const drinks = within(nav).getByRole('link', { name: /Bevande/ }).closest('li')!
    expect(within(drinks).getByRole('link', { name: /Birre/ }).getAttribute('href')).toBe('/restaurants/demo-online/category/19')
    expect(screen.getByRole('link', { name: /Cerca nel menù/ }).getAttribute('href')).toBe('/restaurants/demo-online/search')
    expectDrawnSearchIcon()
  })

  it('home: the search entry draws its magnifier (issue #14: a rare text glyph may show as a box, and finding a font for it slowed the first layout)', async () => {
    await renderVenue(<VenueHome />, { route: '/restaurants/demo-online', path: '' })
    expectDrawnSearchIcon()
  })

  it('category: price modes, non-buyable shown but not addable, onlyspecial not listed, quick add', async () => {
    const { cart } = await renderVenue(<Category />, { route: '/restaurants/demo-online/category/16', path: 'category/:catId' })
    expect(screen.getByRole('heading', { level: 1, name: 'Dolci' })).toBeTruthy()
    const names = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    expect(names).toEqual(['Tiramisù', 'Cannolo siciliano', 'Dolce del giorno'])
    const daily = screen.getByRole('heading', { name: 'Dolce del giorno' }).closest('article')!
    expect(within(daily).getByText('Non ordinabile')).toBeTruthy()
    expect(within(daily).queryByRole('button')).toBeNull()
    expect(within(daily).queryByText(/€/)).toBeNull() // price_mode none
    const tiramisu = screen.getByRole('heading', { name: 'Tiramisù' }).closest('article')!
    expect(within(tiramisu).getByText('€ 5,50')).toBeTruthy()
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Aggiungi Tiramisù al carrello' }))
    })
    await waitFor(() => expect(cart().count).toBe(1))
    expect(await screen.findByRole('link', { name: 'Il tuo ordine: 1 prodotto, totale € 5,50' })).toBeTruthy()
  })

  it('category: items with options lead to their details; per-unit prices show their suffix', async () => {
    await renderVenue(<Category />, { route: '/restaurants/demo-online/category/14', path: 'category/:catId' })
    expect(screen.getByRole('link', { name: 'Scegli le opzioni di Quattro formaggi' }).getAttribute('href')).toBe('/restaurants/demo-online/item/112')
    expect(screen.getByText('€ 18/kg')).toBeTruthy()
  })

  it('issue #13.6 a combo category lists the special menus it stands for, not "no products"', async () => {
    await renderVenue(<Category />, { route: '/restaurants/demo-online/category/11', path: 'category/:catId' })
    expect(screen.getByText('Menù Pizza')).toBeTruthy()
    expect(screen.getByText('Menù Aperitivo')).toBeTruthy()
    expect(screen.queryByText('Nessun prodotto in questa categoria.')).toBeNull()
  })

  it('issue #13.6 a special menu naming a combo category is listed there only', async () => {
    const info = fullVenueInfo(demoFile(), 'it')
    const combos = [{ ...info.menucategories.find((c) => c.id === 11)!, id: 91, name: 'Aperitivo' }, ...info.menucategories]
    const specialmenus = info.specialmenus.map((special) => ({ ...special, category_id: special.id === 52 ? 91 : 11 }))
    await renderVenue(<Category />, { route: '/restaurants/demo-online/category/91', path: 'category/:catId', info: { ...info, menucategories: combos, specialmenus } })
    expect(screen.getByText('Menù Aperitivo')).toBeTruthy()
    expect(screen.queryByText('Menù Pizza')).toBeNull()
  })

  it('category: an unknown category says so', async () => {
    await renderVenue(<Category />, { route: '/restaurants/demo-online/category/999', path: 'category/:catId' })
    expect(screen.getByRole('heading', { level: 1, name: 'Categoria non trovata' })).toBeTruthy()
  })

  it('extra: the is_extra products with quick add', async () => {
    const { cart } = await renderVenue(<Extra />, { route: '/restaurants/demo-online/extra', path: 'extra' })
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Patatine fritte', 'Olio piccante'])
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Aggiungi Olio piccante al carrello' }))
    })
    await waitFor(() => expect(cart().lines.map((line) => line.item.id)).toEqual([122]))
  })
})

/** The search entry reads its label only, its icon an SVG: no character outside the label's text. */
function expectDrawnSearchIcon() {
  const search = screen.getByRole('link', { name: /Cerca nel menù/ })
  expect(search.textContent?.trim()).toBe('Cerca nel menù')
  expect(search.querySelector('svg[aria-hidden="true"]')).not.toBeNull()
}
