/**
 * The server's address the CLI calls the venue API under, from what the user gave `--api`: the
 * address `comanda serve` prints for the API (…/api) works as well as the server's own (it gave
 * "no such venue" and "No such call: POST /api/api/staff/…").
 */
export function apiBaseOf(given: string): string {
  return given.trim().replace(/\/+$/, '').replace(/\/api$/, '')
}
