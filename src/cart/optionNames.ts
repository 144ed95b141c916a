import type { CartLine } from '../../domain/cartLine'

/** The options chosen for a line, as the cart and the special menu list them under its name ("2 × Bufala", "Senza glutine"). */
export function optionNames(line: Pick<CartLine, 'menuentryvariants'>): string[] {
  return line.menuentryvariants.flatMap((group) => group.optionsselected.map((option) => (option.quantity > 1 ? `${option.quantity} × ${option.name}` : option.name)))
}
