import { Button, NavLink, Stack } from '@mantine/core'
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
        <Stack gap={4} component="nav" aria-label={t('menu.menu.categories')}>
          <CategoryLinks nodes={tree} />
        </Stack>
      </ScreenFrame>
      <CartBar />
    </>
  )
}

export function CategoryLinks({ nodes, depth = 0 }: { nodes: readonly CategoryNode[]; depth?: number }) {
  const path = useVenuePath()
  const direction = useTextDirection()
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, marginInlineStart: depth > 0 ? 16 : 0 }}>
      {nodes.map((node) => (
        <li key={node.category.id}>
          <NavLink
            component={Link}
            to={path(`category/${node.category.id}`)}
            label={node.category.name}
            fw={depth === 0 ? 600 : 400}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
            rightSection={<span aria-hidden="true">{direction === 'rtl' ? '‹' : '›'}</span>}
          />
          {node.children.length > 0 && <CategoryLinks nodes={node.children} depth={depth + 1} />}
        </li>
      ))}
    </ul>
  )
}
