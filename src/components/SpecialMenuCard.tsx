import type { SpecialMenu } from '../../domain/menuTypes'
import { useVenue } from '../venue/venueContext'
import { MenuCard } from './MenuCard'
import { plainText, useMoney, useVenuePath } from './useMenu'

/** One special (combo) menu in a list: its name leads to it. */
export function SpecialMenuCard({ menu, headingLevel = 2 }: { menu: SpecialMenu; headingLevel?: 2 | 3 }) {
  const { info } = useVenue()
  const path = useVenuePath()
  const { money } = useMoney()
  const special = info.specialmenus.find((entry) => entry.id === menu.id)
  return (
    <MenuCard name={menu.name} to={path(`special-menus/${menu.id}`)} image={special?.image} description={plainText(special?.description)} headingLevel={headingLevel}>
      <span className="comanda-price">{money(menu.price)}</span>
    </MenuCard>
  )
}
