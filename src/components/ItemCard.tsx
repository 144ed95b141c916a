import { memo } from 'react'
import type { MenuItem } from '../../domain/menuTypes'
import { isOrderableAlone } from '../../domain/menuSearch'
import { offersOptions, plainLineOf } from '../../domain/offeredOptions'
import { useCountInCart } from '../venue/hooks'
import { useDispatch } from '../venue/useDispatch'
import { useUiText } from '../i18n/uiText'
import { ListLink } from './ListLink'
import { MenuCard } from './MenuCard'
import { plainText, useMenu, useMoney, useVenuePath } from './useMenu'
import { useCardsShown } from './cardsShown'

/**
 * One item of a list (category, search, extra): its details lead to the item; quick add without
 * options. Memoised: a list that grows after hydration (cardsShown.ts) does not render its cards again.
 */
export const ItemCard = memo(function ItemCard({ item, headingLevel = 2 }: { item: MenuItem; headingLevel?: 2 | 3 | 4 }) {
  const { t } = useUiText()
  const { itemInfo, tagNames } = useMenu()
  const dispatch = useDispatch()
  const path = useVenuePath()
  const { itemPrice } = useMoney()
  const info = itemInfo.get(item.id)
  const inCart = useCountInCart(item.id)
  const orderable = isOrderableAlone(item)
  const withOptions = offersOptions(item)
  const description = plainText(item.description)
  const quickAdd = () => void dispatch({ type: 'AddLine', line: plainLineOf(item), quantity: 1 })
  const price = itemPrice(item)
  return (
    <MenuCard
      name={item.name}
      to={path(`item/${item.id}`)}
      image={info?.image}
      description={description}
      headingLevel={headingLevel}
      aside={
        <div className="comanda-menu-card-aside">
          {!orderable ? (
            <span className="comanda-tag comanda-tag-outline">{t('menu.item.notAvailable')}</span>
          ) : withOptions ? (
            <ListLink className="comanda-choose" to={path(`item/${item.id}`)} aria-label={t('menu.item.chooseOptionsOf', { name: item.name })}>
              {t('menu.item.choose')}
            </ListLink>
          ) : (
            <button type="button" className="comanda-add" aria-label={t('menu.item.addOne', { name: item.name })} onClick={quickAdd}>
              <span aria-hidden="true">+</span>
            </button>
          )}
          {inCart > 0 && (
            // over the button's corner, so the count appearing (once the guest's log is read) moves nothing
            <span className="comanda-in-cart" data-testid="in-cart">
              <span aria-hidden="true">{inCart}</span>
              <span className="comanda-visually-hidden">{t('menu.item.inCart', { count: inCart })}</span>
            </span>
          )}
        </div>
      }
    >
      {item.tags.length > 0 && (
        <div className="comanda-tags">
          {item.tags.map((tag) => (
            <span key={tag.id} className="comanda-tag">
              {tagNames.get(tag.id) ?? tag.id}
            </span>
          ))}
        </div>
      )}
      {price !== null && <span className="comanda-price">{price}</span>}
    </MenuCard>
  )
})

/** A list of items, or the empty text. */
export function ItemList({ items, empty, headingLevel = 2 }: { items: readonly MenuItem[]; empty: string; headingLevel?: 2 | 3 }) {
  const shown = useCardsShown(items.length)
  if (items.length === 0) return <p className="comanda-text-dimmed">{empty}</p>
  return (
    <section className="comanda-menu-list">
      {items.slice(0, shown).map((item) => (
        <ItemCard key={item.id} item={item} headingLevel={headingLevel} />
      ))}
    </section>
  )
}
