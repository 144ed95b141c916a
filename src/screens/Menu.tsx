import { Button } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { categoryTree, type CategoryNode } from '../../domain/menuTree'
import { CartBar } from '../components/CartBar'
import { useMenu, useVenuePath } from '../components/useMenu'
import { SearchIcon } from '../components/SearchIcon'
import { ScreenFrame } from '../shell/ScreenFrame'
import { useVenue } from '../venue/venueContext'
import { useTextDirection } from '../shell/textDirection'

/** SPEC §2 a-la-carte-menu: the visible categories in menu order, as a tree; a search entry. */
export default function Menu() {
  const { info } = useVenue()
  const { menu } = useMenu()
  const { t } = useTranslation()
  const path = useVenuePath()
  const tree = categoryTree(menu.categories, info.menuorderpref)
  return (
    <>
      <ScreenFrame title={info.menucarta?.name || t('menu.menu.title')}>
        <Button component={Link} to={path('search')} variant="default" justify="flex-start" size="md" leftSection={<SearchIcon />}>
          {t('menu.search.entry')}
        </Button>
        <nav className="comanda-category-links" aria-label={t('menu.menu.categories')}>
          <CategoryLinks nodes={tree} />
        </nav>
      </ScreenFrame>
      <CartBar />
    </>
  )
}

/** The categories as links, nested as their tree; plain links drawn as Mantine's NavLink (shell.css): a NavLink is five Mantine components (issue #14). */
export function CategoryLinks({ nodes, depth = 0 }: { nodes: readonly CategoryNode[]; depth?: number }) {
  const path = useVenuePath()
  const direction = useTextDirection()
  return (
    <ul>
      {nodes.map((node) => (
        <li key={node.category.id}>
          <Link to={path(`category/${node.category.id}`)} className="comanda-unstyled-button comanda-category-link mantine-focus-auto" style={{ fontWeight: depth === 0 ? 600 : 400 }}>
            <span className="comanda-category-link-body">
              <span className="comanda-category-link-name">{node.category.name}</span>
            </span>
            <span className="comanda-category-link-arrow" aria-hidden="true">
              {direction === 'rtl' ? '‹' : '›'}
            </span>
          </Link>
          {node.children.length > 0 && <CategoryLinks nodes={node.children} depth={depth + 1} />}
        </li>
      ))}
    </ul>
  )
}
