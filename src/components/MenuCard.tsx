import type { ReactNode } from 'react'
import { ListLink } from './ListLink'
import { PlainVenueImage } from './VenueImage'

export type MenuCardProps = {
  name: string
  /** The page the name leads to. */
  to: string
  image: string | null | undefined
  /** Plain text, two lines at most. */
  description: string | null
  headingLevel: 2 | 3 | 4
  /** What follows the description (tags, price). */
  children?: ReactNode
  /** Beside the text (the add button). */
  aside?: ReactNode
}

/**
 * A menu entry in a list (an item, a special menu): its picture, its name leading to its page,
 * its description. Plain elements styled by shell.css rather than Mantine's layout components:
 * a long menu renders hundreds of these, and each Mantine box costs markup, style work and
 * hydration (issue #14: 3.4 kB of HTML per card before, under 1 kB now).
 */
export function MenuCard({ name, to, image, description, headingLevel, children, aside }: MenuCardProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <article className="comanda-menu-card">
      <PlainVenueImage src={image} alt={name} size={72} className="comanda-menu-card-image" />
      <div className="comanda-menu-card-text">
        <Heading className="comanda-menu-card-name">
          <ListLink to={to}>{name}</ListLink>
        </Heading>
        {description && <p className="comanda-menu-card-description">{description}</p>}
        {children}
      </div>
      {aside}
    </article>
  )
}
