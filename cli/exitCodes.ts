/**
 * DESIGN §8: 0 on success, 1 on a failed check, 2 on bad input. The checks that can fail:
 * `verify` (a log does not replay to its expected views), `replay --diff` (the two logs' views
 * diverge), `log check` (an entry is quarantined), `log redact` (the redacted copy would read
 * differently from the original).
 */
export const EXIT_OK = 0
export const EXIT_CHECK_FAILED = 1
export const EXIT_BAD_INPUT = 2

/** A problem with what the user gave us: printed as one line, never as a stack trace. */
export class BadInput extends Error {}
