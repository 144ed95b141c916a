/**
 * SPEC §8 the message of a failed server call, as MESSAGES['server.error'] (./messages.ts). On its
 * own: the venue calls of a page's first screen fall back to it, and the whole message table is
 * not first-screen code (issue #14).
 */
export const SERVER_ERROR_MESSAGE = 'Errore server'
