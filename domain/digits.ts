/**
 * Digits as a phone's keyboard types them in the guest's script (Arabic-Indic ٠-٩, Persian ۰-۹),
 * written as 0-9: a phone number or a number of covers typed on an Arabic keyboard is the same
 * number, and the venue reads it in the digits it knows.
 */
export function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - (digit >= '\u06f0' ? 0x06f0 : 0x0660)))
}
