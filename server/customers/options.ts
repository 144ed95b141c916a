import { defaultSocialProviders, type SocialProviders } from './socialProviders'

/** How customer accounts behave: password hashing cost, token lifetimes, social login providers. */
export type CustomerOptions = {
  /** bcrypt cost; 10 in service, tests may lower it (bcryptjs accepts 4 to 31). */
  bcryptCost: number
  accessTokenTtlMs: number
  resetTokenTtlMs: number
  verifyEmailTokenTtlMs: number
  socialProviders: SocialProviders
}

const HOUR = 60 * 60 * 1000

export function customerOptions(overrides: Partial<CustomerOptions> = {}, devLogin = false): CustomerOptions {
  return {
    bcryptCost: 10,
    accessTokenTtlMs: 30 * 24 * HOUR,
    resetTokenTtlMs: 1 * HOUR,
    verifyEmailTokenTtlMs: 48 * HOUR,
    socialProviders: defaultSocialProviders(devLogin),
    ...overrides,
  }
}
