import { VenueImage } from '../components/VenueImage'
import { Badge, Button, List } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams, useSearchParams } from 'react-router-dom'
import { isOrderableAlone } from '../../domain/menuSearch'
import { CartBar } from '../components/CartBar'
import { OptionsPopup, type OptionsResult } from '../components/OptionsPopup'
import { ItemPrice } from '../components/Price'
import { plainText, useMenu, useVenuePath } from '../components/useMenu'
import { ScreenFrame } from '../shell/ScreenFrame'
import { useListText } from '../i18n/useListText'
import { useViews } from '../venue/hooks'
import { useDispatch } from '../venue/useDispatch'

/**
 * SPEC §2 item/{itemId}: the item's details and the options popup. With `?edit=<lineKey>` the
 * popup opens in MODIFICA mode, prefilled from that cart line, and sends EditLine.
 */
export default function Item() {
  const { itemId = '' } = useParams()
  const [params] = useSearchParams()
  const { menu, itemInfo, tagNames, allergenNames } = useMenu()
  const { cart } = useViews()
  const dispatch = useDispatch()
  const navigate = useNavigate()
  const path = useVenuePath()
  const { t } = useTranslation()
  const list = useListText()
  const id = Number(itemId)
  const item = menu.items.find((entry) => entry.id === id)
  const editKey = params.get('edit')
  const editing = editKey !== null ? cart.lines.find((line) => line.key === editKey && line.item.id === id) : undefined
  const [opened, setOpened] = useState(editing !== undefined)
  if (!item) {
    return (
      <ScreenFrame title={t('menu.item.notFound')}>
        <p className="comanda-text-dimmed">{t('menu.item.notFoundText')}</p>
      </ScreenFrame>
    )
  }
  const info = itemInfo.get(item.id)
  const orderable = isOrderableAlone(item)
  const description = plainText(item.description)
  const confirm = async ({ line, quantity }: OptionsResult) => {
    if (editing && editKey !== null) {
      const result = await dispatch({ type: 'EditLine', lineKey: editKey, line, quantity })
      // in place of the popup's own history entry (src/shell/useBackCloses): back from the cart is the dish's page again
      if (result.ok) navigate(path('cart'), { replace: true })
      return
    }
    const result = await dispatch({ type: 'AddLine', line, quantity })
    if (result.ok) setOpened(false)
  }
  return (
    <>
      <ScreenFrame title={item.name}>
        {info?.image && <VenueImage src={info.image} alt={item.name} radius="md" h={260} fit="cover" hero />}
        <div className="comanda-row-between">
          <ItemPrice item={item} size="lg" />
          {item.tags.length > 0 && (
            <div className="comanda-tags" aria-label={t('menu.item.tags')} role="list">
              {item.tags.map((tag) => (
                <Badge key={tag.id} variant="light" role="listitem">
                  {tagNames.get(tag.id) ?? tag.id}
                </Badge>
              ))}
            </div>
          )}
        </div>
        {description && <p className="comanda-text">{description}</p>}
        {item.ingredients.length > 0 && (
          <section className="comanda-item-section" aria-labelledby="item-ingredients">
            <h2 className="comanda-heading-h5" id="item-ingredients">
              {t('menu.item.ingredients')}
            </h2>
            <p className="comanda-text">{list(item.ingredients.map((ingredient) => ingredient.name))}</p>
          </section>
        )}
        {item.allergentags.length > 0 && (
          <section className="comanda-item-section" aria-labelledby="item-allergens">
            <h2 className="comanda-heading-h5" id="item-allergens">
              {t('menu.item.allergens')}
            </h2>
            <List size="sm">
              {item.allergentags.map((allergen) => (
                <List.Item key={allergen.id}>{allergenNames.get(allergen.id) ?? allergen.id}</List.Item>
              ))}
            </List>
          </section>
        )}
        {orderable ? (
          <Button size="lg" onClick={() => setOpened(true)}>
            {editing ? t('menu.options.confirm.edit') : t('menu.options.confirm.add')}
          </Button>
        ) : (
          <Badge variant="outline" color="gray" size="lg">
            {t('menu.item.notAvailable')}
          </Badge>
        )}
      </ScreenFrame>
      {orderable && (
        <OptionsPopup
          item={item}
          mode={editing ? 'edit' : 'add'}
          opened={opened}
          onClose={() => setOpened(false)}
          onConfirm={confirm}
          initial={editing ? { chosen: editing.menuentryvariants, notes: editing.notes, quantity: editing.quantity } : undefined}
        />
      )}
      <CartBar />
    </>
  )
}
