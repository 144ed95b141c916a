import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** The server's own secrets (DESIGN §7 trust): never a constant of the code. */
export type ServerSecrets = { staffToken: string; pusherSecret: string }

/** A configured secret shorter than this is refused: it could be guessed. */
export const MIN_SECRET_BYTES = 32

/** Why the server will not start with the settings it was given; the CLI prints the message alone. */
export class ConfigError extends Error {}

export const SECRETS_FILE = 'secrets.json'

export function newSecret(): string {
  return randomBytes(MIN_SECRET_BYTES).toString('base64url')
}

/** A secret from the environment, refused (with the variable's name) when too short to be safe. */
export function configuredSecret(name: string, value: string | undefined): string | null {
  if (value === undefined || value === '') return null
  if (Buffer.byteLength(value, 'utf8') < MIN_SECRET_BYTES) {
    throw new ConfigError(`${name} is ${Buffer.byteLength(value, 'utf8')} bytes long: a secret must be at least ${MIN_SECRET_BYTES} bytes (for example \`openssl rand -base64 32\`), or leave it unset to have one generated`)
  }
  return value
}

/** The secrets kept in the data directory, or null when there are none (yet) or the file is unreadable. */
export function readKeptSecrets(dataDir: string): Partial<ServerSecrets> | null {
  const path = join(dataDir, SECRETS_FILE)
  if (!existsSync(path)) return null
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>
    return {
      ...(typeof parsed.staffToken === 'string' ? { staffToken: parsed.staffToken } : {}),
      ...(typeof parsed.pusherSecret === 'string' ? { pusherSecret: parsed.pusherSecret } : {}),
    }
  } catch {
    return null
  }
}

/**
 * `comanda serve` with no secret in the environment: generated on first start and kept in the
 * data directory (readable by its owner only), so a restart keeps the staff token and open
 * order channels valid.
 */
export function keptSecrets(dataDir: string): ServerSecrets {
  const kept = readKeptSecrets(dataDir) ?? {}
  const secrets = { staffToken: kept.staffToken ?? newSecret(), pusherSecret: kept.pusherSecret ?? newSecret() }
  if (kept.staffToken === undefined || kept.pusherSecret === undefined) {
    // the data folder is the server's user's only, whichever of the secrets and the database makes it first
    mkdirSync(dataDir, { recursive: true, mode: 0o700 })
    const path = join(dataDir, SECRETS_FILE)
    writeFileSync(path, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 })
    chmodSync(path, 0o600)
  }
  return secrets
}
