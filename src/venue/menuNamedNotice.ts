import type { FullVenueInfo } from '../../api/venueInfo'
import type { Notice } from '../../domain/notice'

/**
 * A notice about a dish or special menu the server names by its id (order.itemUnavailable) says the
 * name this phone's menu gives it: the server's name is in the venue's language, not the guest's.
 */
export function menuNamedNotice(notice: Notice, info: Pick<FullVenueInfo, 'menuentries' | 'specialmenus'>): Notice {
  const { itemId, specialMenuId } = notice.params
  const entries = itemId !== undefined ? info.menuentries : specialMenuId !== undefined ? info.specialmenus : []
  const name = entries.find((entry) => entry.id === (itemId ?? specialMenuId))?.name
  return name ? { ...notice, params: { ...notice.params, name } } : notice
}
