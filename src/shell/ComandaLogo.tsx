/** The Comanda mark: a yellow plate with a fork and a speech bubble tail (inline, so it paints at once). */
export function ComandaLogo({ size = 96, title }: { size?: number; title?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 96 96" role={title ? 'img' : undefined} aria-hidden={title ? undefined : true} aria-label={title}>
      <circle cx="48" cy="44" r="40" fill="#fdd900" />
      <path d="M22 76 L16 92 L36 80 Z" fill="#fdd900" />
      <circle cx="48" cy="44" r="27" fill="#ffffff" stroke="#1a1b1e" strokeWidth="3" />
      <path d="M41 28 v12 a7 7 0 0 0 14 0 v-12 M48 28 v12 M48 47 v16" stroke="#1a1b1e" strokeWidth="3.5" strokeLinecap="round" fill="none" />
    </svg>
  )
}
