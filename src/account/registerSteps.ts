/**
 * SPEC §2 register-customer (params email, step, password): the steps of the customer
 * registration. 1 the e-mail (is it registered already?), 2 the password, 3 the profile and
 * preferences, 4 done (the verification e-mail is on its way).
 */
export type RegisterStep = 1 | 2 | 3 | 4

/** The step the URL asks for, never past what the guest has entered (no e-mail: step 1; no password: at most step 2). */
export function stepOf(requested: string | null, entered: { email: boolean; password: boolean; registered: boolean }): RegisterStep {
  if (entered.registered) return 4
  const step = Number(requested)
  const wanted: RegisterStep = step === 2 || step === 3 ? step : 1
  if (!entered.email) return 1
  if (wanted === 3 && !entered.password) return 2
  return wanted
}

/** The URL of a step: the e-mail and the step only; a password is never written into a URL. */
export function stepSearch(email: string, step: RegisterStep): string {
  return `?${new URLSearchParams({ email, step: String(step) }).toString()}`
}
