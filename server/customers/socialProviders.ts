import { isLeft } from 'fp-ts/Either'
import * as t from 'io-ts'
import { HttpProblem } from '../http'
import { EmailC } from '../../api/customerCodecs'

/** Who the provider says the user is. `emailVerified`: the provider vouches the mailbox is theirs. */
export type SocialIdentity = { provider: string; subject: string; email: string; name: string | null; emailVerified: boolean }

/**
 * The boundary where a real provider (Google, Facebook, Apple...) plugs in: it turns what the app
 * posts (the provider's response, SPEC §7) into a checked identity, or throws an HttpProblem.
 */
export interface SocialProvider {
  readonly name: string
  identify(providerResponse: unknown): Promise<SocialIdentity>
}

export type SocialProviders = ReadonlyMap<string, SocialProvider>

const DevBodyC = t.intersection([t.type({ email: EmailC }), t.partial({ name: t.union([t.string, t.null]) })])

/**
 * The development provider: runs offline and believes the body {email, name}. It does not vouch
 * for the e-mail, so it can never take over an account that has a password (socialLogin.ts).
 */
export const devSocialProvider: SocialProvider = {
  name: 'dev',
  async identify(providerResponse) {
    const decoded = DevBodyC.decode(providerResponse)
    if (isLeft(decoded)) throw new HttpProblem(422, 'sociallogin dev: the body must be {email, name}')
    const name = decoded.right.name?.trim().slice(0, 100) || null
    return { provider: 'dev', subject: decoded.right.email, email: decoded.right.email, name, emailVerified: false }
  },
}

export function socialProviders(providers: readonly SocialProvider[]): SocialProviders {
  return new Map(providers.map((provider) => [provider.name, provider]))
}

/** 'dev' only when the server was started with it (`comanda serve --dev-login`, DEV_LOGIN=true): it vouches for nobody. */
export function defaultSocialProviders(devLogin: boolean): SocialProviders {
  return socialProviders(devLogin ? [devSocialProvider] : [])
}

export function providerNamed(providers: SocialProviders, name: string): SocialProvider {
  const provider = providers.get(name)
  if (!provider) throw new HttpProblem(422, `Social login provider not configured: ${name.slice(0, 40)}`)
  return provider
}
