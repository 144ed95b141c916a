import { isViewName, VIEW_NAMES, type ViewName } from '../projections/present'
import { BadInput, EXIT_OK } from './exitCodes'
import { formatReplay } from './humanReplay'
import { parseAt, readExportFile } from './readExport'
import { replayExport } from './replayOutput'

export type ReplayFlags = { at?: string; steps?: boolean; view?: string; json?: boolean }

export function parseViewList(value: string | undefined): ViewName[] | undefined {
  if (value === undefined) return undefined
  const names = value.split(',').map((name) => name.trim()).filter(Boolean)
  const unknown = names.filter((name) => !isViewName(name))
  if (unknown.length > 0) throw new BadInput(`--view: unknown view ${unknown.join(', ')} (views: ${VIEW_NAMES.join(', ')})`)
  return names as ViewName[]
}

export function runReplay(path: string, flags: ReplayFlags, print: (text: string) => void): number {
  const log = readExportFile(path)
  const views = parseViewList(flags.view)
  const output = replayExport(log, {
    ...(flags.at !== undefined ? { at: parseAt(flags.at) } : {}),
    steps: flags.steps === true,
    ...(views ? { views } : {}),
  })
  print(flags.json ? JSON.stringify(output, null, 2) : formatReplay(output))
  return EXIT_OK
}
