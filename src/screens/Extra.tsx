import { useTranslation } from 'react-i18next'
import { extraItems } from '../../domain/menuSearch'
import { CartBar } from '../components/CartBar'
import { ItemList } from '../components/ItemCard'
import { useMenu } from '../components/useMenu'
import { ScreenFrame } from '../shell/ScreenFrame'

/** SPEC §2 extra: the extra (upselling) products, with quick add. */
export default function Extra() {
  const { menu } = useMenu()
  const { t } = useTranslation()
  return (
    <>
      <ScreenFrame title={t('menu.extra.title')}>
        <ItemList items={extraItems(menu.items)} empty={t('menu.extra.empty')} />
      </ScreenFrame>
      <CartBar />
    </>
  )
}
