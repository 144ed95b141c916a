import { randomBytes } from 'node:crypto'

/**
 * A new tab's id: 128 random bits in base64url, behind a letter. Bare, one id in 64 began with
 * '-', which a command line takes for an option: `comanda staff tab <venue> show -Xg…` said
 * "unknown option" for that tab (and failed the CLI test once in a while).
 */
export const newTabId = (): string => `t${randomBytes(16).toString('base64url')}`
