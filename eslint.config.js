// The rooms of DESIGN §2 and what each may import, plus the purity of the core:
// no clock, randomness, storage, network, React or RxJS inside domain/, events/ (but its
// stores), the folds of projections/ (but rx.ts) and commands/ (but the bus): effects reach the
// world only through the ports they are given. `npm test` runs this.
import tseslint from 'typescript-eslint'

const ROOMS = ['domain', 'events', 'projections', 'api', 'commands', 'src', 'server', 'cli', 'fixtures', 'tests', 'bench', 'scripts']

/** What each room may import of ours (DESIGN §2). */
const MAY_IMPORT = {
  domain: [],
  events: ['domain'],
  projections: ['events', 'domain'],
  api: ['domain', 'events'],
  commands: ['events', 'projections', 'domain', 'api'],
  src: ['domain', 'events', 'projections', 'api', 'commands'],
  server: ['api', 'domain'],
  cli: ['events', 'projections', 'commands', 'api', 'domain', 'server'],
}

const roomPattern = (rooms) => ({
  regex: `(^|/)\\.\\./(\\.\\./)*(${rooms.join('|')})(/|$)`,
  message: 'DESIGN §2: this room may not import that one.',
})

const IMPURE_PACKAGES = [
  { regex: '^react($|-dom|/)', message: 'The pure core renders nothing (DESIGN §2).' },
  { regex: '^rxjs', message: 'Only projections/rx.ts wires RxJS in the core (DESIGN §2).' },
  { regex: '^(node:)?(fs|path|http|https|net|child_process|os|crypto)(/|$)', message: 'The pure core does no I/O (DESIGN §2).' },
]

/** One build of each library: the browser bundled fp-ts twice while some files named its CommonJS build (issue #14). */
const ONE_FP_TS = { regex: '^fp-ts/lib/', message: "Import fp-ts/Either, not fp-ts/lib/Either: the app would carry both of fp-ts's builds." }

function importRules(room, extra = []) {
  const forbidden = ROOMS.filter((other) => other !== room && !MAY_IMPORT[room].includes(other))
  return ['error', { patterns: [roomPattern(forbidden), ONE_FP_TS, ...extra] }]
}

const PURITY = {
  'no-restricted-globals': [
    'error',
    ...['localStorage', 'sessionStorage', 'fetch', 'XMLHttpRequest', 'WebSocket', 'window', 'document', 'navigator', 'crypto', 'indexedDB', 'performance'].map(
      (name) => ({ name, message: 'The pure core gets what it needs as arguments (DESIGN §2).' }),
    ),
  ],
  'no-restricted-properties': [
    'error',
    { object: 'Date', property: 'now', message: 'Time comes in as an argument (DESIGN §2).' },
    { object: 'Math', property: 'random', message: 'Ids and randomness come in as arguments (DESIGN §2).' },
    { object: 'crypto', property: 'randomUUID', message: 'Ids come in as arguments (DESIGN §2).' },
  ],
  'no-restricted-syntax': [
    'error',
    { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'new Date() reads the clock: pass the time in (DESIGN §2).' },
    { selector: "CallExpression[callee.name='Date']", message: 'Date() reads the clock: pass the time in (DESIGN §2).' },
  ],
}

const PURE_CORE = ['domain/**/*.ts', 'events/**/*.ts', 'projections/**/*.ts', 'commands/**/*.ts']
// The bus is the core's edge in commands/: it serialises what is appended and may read the clock itself.
const IMPURE_EDGES = ['events/stores/**/*.ts', 'projections/rx.ts', 'commands/bus.ts']

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'dist-cli/**', 'dist-server/**', '.tmp/**', 'data/**', 'bench/out/**'] },
  { files: ['**/*.ts', '**/*.tsx'], languageOptions: { parser: tseslint.parser } },
  ...['domain', 'events', 'projections', 'api', 'commands', 'src', 'server', 'cli'].map((room) => ({
    files: [`${room}/**/*.ts`, `${room}/**/*.tsx`],
    rules: { 'no-restricted-imports': importRules(room, ['domain', 'events', 'projections'].includes(room) ? IMPURE_PACKAGES : []) },
  })),
  { files: ['commands/**/*.ts'], ignores: ['commands/bus.ts'], rules: { 'no-restricted-imports': importRules('commands', IMPURE_PACKAGES) } },
  { files: PURE_CORE, ignores: IMPURE_EDGES, rules: PURITY },
  // The edges of the core: the stores touch storage, rx.ts is the one RxJS file.
  { files: ['events/stores/**/*.ts'], rules: { 'no-restricted-imports': importRules('events', IMPURE_PACKAGES.slice(0, 2)) } },
  { files: ['projections/rx.ts'], rules: { 'no-restricted-imports': importRules('projections', [IMPURE_PACKAGES[0], IMPURE_PACKAGES[2]]) } },
)
