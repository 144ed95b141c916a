import { readFileSync } from 'node:fs'
import { extname } from 'node:path'
import { load as loadYaml, Schema, timestampTag, YAML11_SCHEMA, YAMLException } from 'js-yaml'
import { instantOf } from '../instant'
import { isEpochMs } from '../../events/codecs/primitives'
import { parseStep, type Step } from './steps'

/** A change to a demo venue before the scenario runs (only with `--serve`, on its fresh database). */
export type VenueSetup = { from: string; patch: Record<string, unknown> }

export type Scenario = {
  file: string
  name: string
  /** the venue hash the guest opens */
  venue: string
  /** where the scenario's clock starts (epoch ms) */
  at: number
  language: string
  /** as if the guest opened the venue from this table's QR code */
  table: number | null
  venues: VenueSetup[]
  /** tables of the venue the staff opened before the guest arrives (manual table opening, SPEC §4); only with `--serve` */
  openTables: number[]
  /** Several guests at the table, each with its own phone (bus and log); a `guest: <name>` step says who acts next. Empty: one guest. */
  guests: string[]
  steps: Step[]
}

/** A problem with a scenario file itself: one line naming the file (and the step). */
export class ScenarioError extends Error {}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function readText(path: string): string {
  try {
    return readFileSync(path, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    throw new ScenarioError(`${path}: ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a folder, not a scenario file' : `cannot be read (${code ?? 'error'})`}`)
  }
}

/** YAML 1.1 without its timestamps: an unquoted `at: 2026-11-26T19:30:00` stays text, held to having its offset (`instantOf`), not read as UTC. */
const SCENARIO_YAML = new Schema(YAML11_SCHEMA.tags.filter((tag) => tag !== timestampTag))

function parseText(path: string, text: string): unknown {
  const yaml = ['.yaml', '.yml'].includes(extname(path).toLowerCase())
  try {
    // YAML 1.1 for its merge keys (`<<: *details`), which scenarios use to vary a checkout form.
    return yaml ? loadYaml(text, { schema: SCENARIO_YAML }) : JSON.parse(text)
  } catch (error) {
    if (yaml && error instanceof YAMLException) throw new ScenarioError(`${path}: not YAML: ${yamlProblem(text, error)}`)
    const reason = (error as Error).message.split('\n')[0]
    throw new ScenarioError(`${path}: not ${yaml ? 'YAML' : 'JSON'} (${reason})`)
  }
}

/**
 * Where a YAML file goes wrong, as a person reads it (issue #17.8). js-yaml notices an unclosed
 * `{` or `[` only on a later line, so the line of the bracket left open is named instead.
 */
function yamlProblem(text: string, error: YAMLException): string {
  const mark = error.mark as { line: number; column: number; position: number } | undefined
  if (mark === undefined) return error.reason
  const open = unclosedBracket(text.slice(0, mark.position))
  const lines = text.split('\n')
  if (open !== null) return `line ${open.line + 1}: this "${open.bracket}" is never closed: ${lines[open.line]!.trim()}`
  return `line ${mark.line + 1}, column ${mark.column + 1}: ${error.reason}: ${(lines[mark.line] ?? '').trim()}`
}

/** The last `{` or `[` of a flow collection still open at the end of `text` (quotes and comments skipped). */
function unclosedBracket(text: string): { bracket: string; line: number } | null {
  const stack: { bracket: string; line: number }[] = []
  let line = 0
  let quote: string | null = null
  let comment = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    if (char === '\n') {
      line++
      comment = false
      continue
    }
    if (comment) continue
    if (quote !== null) {
      if (char === quote && text[i - 1] !== '\\') quote = null
      continue
    }
    if (char === '"' || char === "'") quote = char
    else if (char === '#' && (i === 0 || /\s/.test(text[i - 1]!))) comment = true
    else if (char === '{' || char === '[') stack.push({ bracket: char, line })
    else if (char === '}' || char === ']') stack.pop()
  }
  return stack[stack.length - 1] ?? null
}

function parseAt(path: string, value: unknown): number {
  if (isEpochMs(value)) return value
  const at = typeof value === 'string' ? instantOf(value) : null
  if (at !== null) return at
  throw new ScenarioError(`${path}: "at" must be an ISO date-time with its offset (2026-11-23T12:30:00+01:00) or epoch milliseconds`)
}

function parseVenues(path: string, value: unknown): VenueSetup[] {
  if (value === undefined) return []
  if (!Array.isArray(value)) throw new ScenarioError(`${path}: "venues" must be a list of {from, patch}`)
  return value.map((entry, i) => {
    if (!isRecord(entry) || typeof entry.from !== 'string' || !isRecord(entry.patch)) throw new ScenarioError(`${path}: venues[${i}] must be {from: <demo venue hash>, patch: {...}}`)
    return { from: entry.from, patch: entry.patch }
  })
}

const HEADER_FIELDS = new Set(['name', 'description', 'venue', 'at', 'language', 'table', 'venues', 'openTables', 'guests', 'steps'])

/** Reads a scenario file (JSON, or YAML for .yaml/.yml): its header and its steps, checked before anything runs. */
export function readScenario(path: string): Scenario {
  const json = parseText(path, readText(path))
  if (!isRecord(json)) throw new ScenarioError(`${path}: a scenario is an object with "venue", "at" and "steps"`)
  const unknown = Object.keys(json).filter((key) => !HEADER_FIELDS.has(key))
  if (unknown.length > 0) throw new ScenarioError(`${path}: unknown field ${unknown.map((key) => `"${key}"`).join(', ')} (fields: ${[...HEADER_FIELDS].join(', ')})`)
  if (typeof json.venue !== 'string' || json.venue === '') throw new ScenarioError(`${path}: "venue" must name the venue hash (e.g. demo-online)`)
  if (!Array.isArray(json.steps) || json.steps.length === 0) throw new ScenarioError(`${path}: "steps" must be a non-empty list`)
  if (json.table !== undefined && !(typeof json.table === 'number' && Number.isSafeInteger(json.table) && json.table > 0)) throw new ScenarioError(`${path}: "table" must be a table id`)
  if (json.language !== undefined && typeof json.language !== 'string') throw new ScenarioError(`${path}: "language" must be a language code`)
  const openTables = json.openTables ?? []
  if (!Array.isArray(openTables) || !openTables.every((id) => typeof id === 'number' && Number.isSafeInteger(id) && id > 0)) throw new ScenarioError(`${path}: "openTables" must be a list of table ids`)
  const guests = json.guests ?? []
  if (!Array.isArray(guests) || !guests.every((name) => typeof name === 'string' && /^\S.{0,39}$/.test(name)) || new Set(guests).size !== guests.length) {
    throw new ScenarioError(`${path}: "guests" must be a list of different names (the guests at the table, each with a phone)`)
  }
  const steps = json.steps.map((raw, i) => {
    const step = parseStep(raw)
    if ('error' in step) throw new ScenarioError(`${path}: step ${i + 1}: ${step.error}`)
    if (step.kind === 'guest' && !guests.includes(step.name)) throw new ScenarioError(`${path}: step ${i + 1}: "${step.name}" is not one of the scenario's guests (${guests.join(', ') || 'none declared'})`)
    return step
  })
  return {
    file: path,
    name: typeof json.name === 'string' ? json.name : path,
    venue: json.venue,
    at: parseAt(path, json.at),
    language: typeof json.language === 'string' ? json.language : 'it',
    table: typeof json.table === 'number' ? json.table : null,
    venues: parseVenues(path, json.venues),
    openTables: openTables as number[],
    guests: guests as string[],
    steps,
  }
}
