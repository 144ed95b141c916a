import { useEffect, useRef, useState, type ComponentProps, type MouseEvent } from 'react'
import { useUiText } from '../i18n/uiText'
import { categoryTree, itemsOfCategory, type CategoryNode } from '../../domain/menuTree'
import { isOn, type MenuItem } from '../../domain/menuTypes'
import { ItemCard } from './ItemCard'
import { SpecialMenuCard } from './SpecialMenuCard'
import { useMenu } from './useMenu'
import { shareOut, useCardsShown } from './cardsShown'
import { reportGuestAction } from '../analytics/guestActions'
import { useVenue } from '../venue/venueContext'

/** A section of the home and the cards it lists (its special menus, or its category's items and its sub-categories'). */
type MenuSection = { id: string; title: string; node: CategoryNode | null; cards: number }

/** The cards under a category: its items', then its sub-categories' in order. */
function cardCount(items: readonly MenuItem[], node: CategoryNode): number {
  return node.children.reduce((count, child) => count + cardCount(items, child), itemsOfCategory(items, node.category.id).length)
}

/**
 * The sections of the menu on the venue home: the special menus, then the top categories in menu
 * order (SPEC §9 menuorderpref). A venue that turns its menu off (menucarta) keeps its wine list
 * (vinicarta): the drink categories.
 */
function useSections(): MenuSection[] {
  const { info } = useVenue()
  const { menu } = useMenu()
  const { t } = useUiText()
  const showsFood = !isOn(info.menucarta?.disabled)
  const showsDrinks = showsFood || !isOn(info.vinicarta?.disabled)
  const specials: MenuSection[] =
    menu.specialMenus.length > 0 && !isOn(info.menuspec?.disabled) ? [{ id: 'home-specials', title: info.menuspec?.name || t('menu.home.menuspec'), node: null, cards: menu.specialMenus.length }] : []
  const categories = categoryTree(menu.categories, info.menuorderpref)
    .filter((node) => (isOn(node.category.is_drink) ? showsDrinks : showsFood))
    .map((node) => ({ id: `home-category-${node.category.id}`, title: node.category.name, node, cards: cardCount(menu.items, node) }))
    .filter((section) => section.cards > 0)
  return [...specials, ...categories]
}

/** A heading of the given level. */
function Heading({ level, ...props }: { level: 3 | 4 } & ComponentProps<'h3'>) {
  return level === 3 ? <h3 {...props} /> : <h4 {...props} />
}

/**
 * Items of a category and of its sub-categories under their own headings (one level below), the
 * first `limit` cards of them (cardsShown.ts). The menu's sections are plain elements drawn as
 * Mantine's Stack and Title (shell.css): a Mantine component costs about twenty times a plain
 * element to render, on the server and at hydration, and a venue home has a section and a heading
 * per category (issue #14).
 */
function CategoryItems({ node, level, limit }: { node: CategoryNode; level: 3 | 4; limit: number }) {
  const { menu } = useMenu()
  const items: MenuItem[] = itemsOfCategory(menu.items, node.category.id)
  const [own = 0, ...ofChildren] = shareOut([items.length, ...node.children.map((child) => cardCount(menu.items, child))], limit)
  return (
    <>
      {items.slice(0, own).map((item) => (
        <ItemCard key={item.id} item={item} headingLevel={level} />
      ))}
      {node.children.map((child, index) => (
        <section key={child.category.id} className="comanda-menu-list" aria-labelledby={`home-subcategory-${child.category.id}`}>
          <Heading level={level} className="comanda-heading-h5 comanda-dimmed" id={`home-subcategory-${child.category.id}`}>
            {child.category.name}
          </Heading>
          <CategoryItems node={child} level={4} limit={ofChildren[index]!} />
        </section>
      ))}
    </>
  )
}

/** The section the guest is reading: the last one whose top has passed under the tabs. */
function useSectionInView(ids: readonly string[]): string | null {
  const [current, setCurrent] = useState<string | null>(ids[0] ?? null)
  const key = ids.join(' ')
  useEffect(() => {
    const sections = ids.map((id) => document.getElementById(id)).filter((element): element is HTMLElement => element !== null)
    if (sections.length === 0 || typeof IntersectionObserver === 'undefined') return
    const visible = new Set<string>()
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) (entry.isIntersecting ? visible.add(entry.target.id) : visible.delete(entry.target.id))
        const first = ids.find((id) => visible.has(id))
        if (first !== undefined) setCurrent(first)
      },
      // a band just under the venue's bar and the tabs: the section crossing it is the one being read
      { rootMargin: '-120px 0px -65% 0px' },
    )
    for (const section of sections) observer.observe(section)
    // at the end of the page the last section is the one being read, however short it is
    const atEnd = () => {
      if (window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1) setCurrent(ids[ids.length - 1]!)
    }
    window.addEventListener('scroll', atEnd, { passive: true })
    return () => {
      observer.disconnect()
      window.removeEventListener('scroll', atEnd)
    }
  }, [key])
  return current
}

/**
 * Scrolls a section to the top, under the tabs. The cards are laid out only as they come near the
 * screen (content-visibility, issue #14), so those around the section take their real height a few
 * frames after the jump and move it: it is put back until they settle, unless the guest scrolls.
 */
function bringUnderTabs(section: HTMLElement): void {
  const settleMs = 600
  const until = performance.now() + settleMs
  let stopped = false
  const stop = () => {
    stopped = true
  }
  const inputs = ['wheel', 'touchstart', 'keydown'] as const
  for (const input of inputs) window.addEventListener(input, stop, { once: true, passive: true })
  const align = () => {
    if (stopped || performance.now() > until) {
      for (const input of inputs) window.removeEventListener(input, stop)
      return
    }
    const wanted = parseFloat(getComputedStyle(section).scrollMarginTop) || 0
    const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1
    // a short last section cannot reach the top: the end of the page is where it rests
    if (Math.abs(section.getBoundingClientRect().top - wanted) > 1 && !atEnd) section.scrollIntoView({ behavior: 'instant', block: 'start' })
    requestAnimationFrame(align)
  }
  section.scrollIntoView({ behavior: 'instant', block: 'start' })
  requestAnimationFrame(align)
}

/**
 * The menu itself on the venue home (issue #16.10): sticky category tabs over one list, as guests
 * know it from delivery apps. The tabs are links to the sections, so they work before the app's
 * code runs; once it runs, a tab scrolls its section under the tabs and the tab of the section in
 * view is marked as the current one.
 */
export function HomeMenu() {
  const { t } = useUiText()
  const sections = useSections()
  const current = useSectionInView(sections.map((section) => section.id))
  const tabs = useRef<HTMLUListElement>(null)
  const { menu } = useMenu()
  const counts = sections.map((section) => section.cards)
  // the first cards on the server's page, the others once it is hydrated (cardsShown.ts)
  const limits = shareOut(counts, useCardsShown(counts.reduce((sum, count) => sum + count, 0)))

  useEffect(() => {
    // keep the current tab in view in the strip, without moving the page
    const strip = tabs.current
    const tab = current === null ? null : strip?.querySelector<HTMLElement>(`a[href="#${current}"]`)
    if (!strip || !tab) return
    const tabBox = tab.getBoundingClientRect()
    const stripBox = strip.getBoundingClientRect()
    // physical deltas: the same in both directions of writing
    if (tabBox.left < stripBox.left) strip.scrollBy({ left: tabBox.left - stripBox.left - 16 })
    else if (tabBox.right > stripBox.right) strip.scrollBy({ left: tabBox.right - stripBox.right + 16 })
  }, [current])

  if (sections.length === 0) return null
  const go = (event: MouseEvent<HTMLAnchorElement>, section: MenuSection) => {
    const target = document.getElementById(section.id)
    if (!target) return
    event.preventDefault()
    bringUnderTabs(target)
    // SPEC §7 Analytics: opening a category, here by its tab
    if (section.node !== null) reportGuestAction({ name: 'clickedCategory', label: section.title })
  }
  return (
    <>
      <nav aria-label={t('menu.home.sections')} className="comanda-menu-tabs">
        <ul ref={tabs}>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} aria-current={section.id === current ? 'location' : undefined} onClick={(event) => go(event, section)}>
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((section, index) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="comanda-menu-list comanda-menu-section">
          <h2 className="comanda-heading-h3" id={`${section.id}-title`}>
            {section.title}
          </h2>
          {section.node === null ? (
            menu.specialMenus.slice(0, limits[index]).map((special) => <SpecialMenuCard key={special.id} menu={special} headingLevel={3} />)
          ) : (
            <CategoryItems node={section.node} level={3} limit={limits[index]!} />
          )}
        </section>
      ))}
    </>
  )
}
