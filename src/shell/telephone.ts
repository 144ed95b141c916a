/** A tel: URL keeps only the leading + and the digits. */
export function telHref(telephone: string): string {
  const trimmed = telephone.trim()
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`
}

/** The venue's telephone when it can be called (it has digits), else null (fixtures/venues/README: "telephone (null = no call button)"). */
export function callableNumber(telephone: string | null | undefined): string | null {
  const number = (telephone ?? '').trim()
  return /\d/.test(number) ? number : null
}
