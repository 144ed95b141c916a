import type { CartLine } from '../../domain/cartLine'

/** The options chosen for a line, as the cart lists them under its name ("2x Bufala, Senza glutine"). */
export function optionsText(line: Pick<CartLine, 'menuentryvariants'>): string {
  return line.menuentryvariants
    .flatMap((group) => group.optionsselected.map((option) => (option.quantity > 1 ? `${option.quantity}x ${option.name}` : option.name)))
    .join(', ')
}
