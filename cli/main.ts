import { Command, CommanderError } from 'commander'
import { BadInput, EXIT_BAD_INPUT, EXIT_OK } from './exitCodes'
import { APP_VERSION } from '../events/appVersion'
import { VIEW_NAMES } from '../projections/viewNames'
import { registerLogCommands } from './logCommands'
import type { ScenarioFlags } from './scenarioCommand'

// Each verb loads its code when it runs (issue #17.7): `comanda replay` does not load the server or the scenario runner.
const replayCommand = () => import('./replay/command')
const serverCommands = () => import('./serverCommands')

/**
 * The `comanda` command line (DESIGN §8). Every verb has --help and --json; exit 0 on success,
 * 1 on a failed check, 2 on bad input; a problem is one clear line on stderr, never a stack trace.
 */
export async function main(argv: readonly string[], io = { out: (text: string) => console.log(text), err: (text: string) => console.error(text) }): Promise<number> {
  let exitCode = EXIT_OK
  const program = new Command()
    .name('comanda')
    .description('Comanda: replay and check guest event logs, run ordering scenarios, serve the venue API.')
    .version(APP_VERSION, '--version', 'the version of this comanda (an exported log names the app\'s as "app")')
    .exitOverride()
    .configureOutput({ writeOut: (text) => io.out(text.trimEnd()), writeErr: (text) => io.err(text.trimEnd()) })

  program
    .command('replay')
    .description('print the views after a guest event log (what the guest saw), or after each event with --steps')
    .argument('<log.json>', 'an exported event log (format comanda-event-log)')
    .option('--at <time>', 'see the views as the guest saw them at this time, the events up to it: ISO date-time with its offset (2026-11-22T12:00:00+01:00, or Z) or epoch ms (default: when the log was exported)')
    .option('--steps', 'after every event: what it changed and the messages the guest saw')
    .option('--full', 'with --steps: every view after every event')
    .option('--view <names>', `only these views, comma separated (${VIEW_NAMES.join(',')})`)
    .option('--diff <other.log.json>', 'replay both logs and show where their views first diverge (exit 0 when they never do, 1 when they diverge)')
    .option('--explain', 'for each event, what it changed in which view, in words')
    .option('--html <file>', 'write a self-contained page: the timeline of events and the views at each step, personal data masked')
    .option('--no-redact', 'with --html: keep names, contacts, addresses and notes as the guest typed them')
    .option('--json', 'machine-readable output')
    .action(async (path: string, flags) => {
      exitCode = (await replayCommand()).runReplay(path, flags, io.out)
    })

  program
    .command('verify')
    .description('replay every *.log.json of a folder and compare it with its *.expected.json')
    .argument('<dir>', 'a folder of logs and expected views')
    .option('--json', 'machine-readable output')
    .action(async (dir: string, flags) => {
      exitCode = (await import('./verifyCommand')).runVerify(dir, flags, io.out)
    })

  registerLogCommands(program, io, (code) => (exitCode = code))

  program
    .command('serve')
    .description('start the reference venue API with the demo venues (SQLite in ./data unless DATABASE_URL is set)')
    .option('--port <port>', 'HTTP port (default 8080, or PORT)')
    .option('--data-dir <dir>', 'where the SQLite database lives (default ./data)')
    .option('--database-url <url>', 'use PostgreSQL instead of SQLite')
    .option('--dev-login', 'offer the development social login (it believes any e-mail: never in production; or DEV_LOGIN=true)')
    .action(async (flags) => {
      exitCode = await (await serverCommands()).runServe(flags, io.out)
    })

  program
    .command('venue')
    .description('manage venues')
    .command('import')
    .description('check a venue file (fixtures/venues/README.md) and store it')
    .argument('<file>', 'a venue file')
    .option('--data-dir <dir>', 'where the SQLite database lives (default ./data)')
    .option('--database-url <url>', 'use PostgreSQL instead of SQLite')
    .action(async (path: string, flags) => {
      exitCode = await (await serverCommands()).runVenueImport(path, flags, io.out)
    })

  // What every staff command takes: where the venue API is, the staff token, the output form.
  const staffCommand = (name: string) =>
    program
      .command(name)
      .option('--api <url>', 'the venue API (default http://localhost:8080)')
      .option('--token <token>', "the staff token (default STAFF_TOKEN, else the one `comanda serve` keeps in --data-dir)")
      .option('--data-dir <dir>', "where `comanda serve` keeps its secrets (default ./data)")
      .option('--json', 'machine-readable output')

  staffCommand('staff')
    .description("move an order's status as the venue would (broadcasts OrderStateChange); or, with `tab`, see and close the tables' shared tabs")
    .usage('<venue> <order> <status>  |  tab <venue> list [--all]  |  tab <venue> show <tab>  |  tab <venue> close <tab>')
    .argument('<words...>', '<venue> <order> <status> (the order\'s number as its guest sees it, "12" or "#12"; a verb: accept, prepare, ready, complete, cancel, reject; or a status: pending, accepted, preparing, ready, completed, canceled, rejected), or tab <venue> list|show|close [<tab>]')
    .option('--id', "with <order>: the server's id of the order, not the venue's number for it")
    .option('--all', 'with tab list: closed tabs too')
    .action(async (words: string[], flags) => {
      const commands = await serverCommands()
      if (words[0] === 'tab') exitCode = await commands.runStaffTab(words.slice(1), flags, io.out)
      else if (words.length === 3) exitCode = await commands.runStaff(words[0]!, words[1]!, words[2]!, flags, io.out)
      else throw new BadInput('staff: give <venue> <order> <status>, or tab <venue> list|show|close [<tab>]')
    })

  staffCommand('table')
    .description('open or close a table session as the staff would (the guest app verifies it from the table QR)')
    .argument('<venue>', 'the venue hash')
    .argument('<table>', 'the table id')
    .argument('<action>', 'open or close')
    .option('--covers <n>', 'the covers of a session being opened')
    .action(async (venue: string, table: string, action: string, flags) => {
      exitCode = await (await serverCommands()).runTable(venue, table, action, flags, io.out)
    })

  program
    .command('scenario')
    .description('run scripted ordering scenarios (JSON or YAML) through the command bus against a venue API, asserting views along the way')
    .argument('[file...]', 'scenario files (fixtures/scenarios); with --init: <venue> <mode>; with --record: <log.json>')
    .option('--init', 'write a commented starter scenario for <venue> <mode> (take-away, delivery, pickup, table) that passes as written')
    .option('--record', "turn a guest's exported log into a scenario: their steps, and the views at the end as expectations")
    .option('-o, --out <file>', 'with --init or --record: write the scenario here (default: standard output)')
    .option('--api <url>', 'a running venue API, e.g. http://localhost:8080')
    .option('--serve', 'start the reference server for each scenario on a free port with a fresh SQLite database, on the scenario clock')
    .option('--json', 'machine-readable output')
    .option('--log <file>', "write the guest's event log in the export format (a folder of <scenario>.log.json with several files, or when it ends in /)")
    .action(async (files: string[], flags: ScenarioFlags) => {
      exitCode = await (await import('./scenarioCommand')).runScenarios(files, flags, io)
    })

  try {
    await program.parseAsync([...argv], { from: 'node' })
    return exitCode
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || error.exitCode === 0 ? EXIT_OK : EXIT_BAD_INPUT
    }
    if (error instanceof BadInput) {
      io.err(`comanda: ${error.message}`)
      return EXIT_BAD_INPUT
    }
    io.err(`comanda: unexpected failure: ${(error as Error).message ?? String(error)}`)
    return EXIT_BAD_INPUT
  }
}
