import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'
import { categoryTree, itemsOfCategory, specialMenusOfCategory, type CategoryNode } from '../../domain/menuTree'
import { CartBar } from '../components/CartBar'
import { ItemList } from '../components/ItemCard'
import { SpecialMenuCard } from '../components/SpecialMenuCard'
import { useMenu } from '../components/useMenu'
import { ScreenFrame } from '../shell/ScreenFrame'
import { useVenue } from '../venue/venueContext'
import { CategoryLinks } from './Menu'

function findNode(nodes: readonly CategoryNode[], id: number): CategoryNode | undefined {
  for (const node of nodes) {
    if (node.category.id === id) return node
    const found = findNode(node.children, id)
    if (found) return found
  }
  return undefined
}

/** SPEC §2 category/{catId}: its sub-categories, its special menus when it is a combo category (issue #13.6), and its items (onlyspecial items not listed). */
export default function Category() {
  const { catId = '' } = useParams()
  const { info } = useVenue()
  const { menu } = useMenu()
  const { t } = useTranslation()
  const node = findNode(categoryTree(menu.categories, info.menuorderpref), Number(catId))
  if (!node) {
    return (
      <ScreenFrame title={t('menu.category.notFound')}>
        <p className="comanda-text-dimmed">{t('menu.category.notFoundText')}</p>
      </ScreenFrame>
    )
  }
  const items = itemsOfCategory(menu.items, node.category.id)
  const specials = specialMenusOfCategory(menu.specialMenus, node.category)
  return (
    <>
      <ScreenFrame title={node.category.name}>
        {node.children.length > 0 && (
          <nav className="comanda-category-links" aria-label={t('menu.menu.categories')}>
            <CategoryLinks nodes={node.children} />
          </nav>
        )}
        {specials.length > 0 && (
          <div className="comanda-menu-list">
            {specials.map((special) => (
              <SpecialMenuCard key={special.id} menu={special} />
            ))}
          </div>
        )}
        {(items.length > 0 || (node.children.length === 0 && specials.length === 0)) && <ItemList items={items} empty={t('menu.category.empty')} />}
      </ScreenFrame>
      <CartBar />
    </>
  )
}
