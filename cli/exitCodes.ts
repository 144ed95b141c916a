/** DESIGN §8: 0 on success, 1 on a failed check, 2 on bad input. */
export const EXIT_OK = 0
export const EXIT_CHECK_FAILED = 1
export const EXIT_BAD_INPUT = 2

/** A problem with what the user gave us: printed as one line, never as a stack trace. */
export class BadInput extends Error {}
