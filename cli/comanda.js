#!/usr/bin/env node
// The `comanda` command (DESIGN §8): TypeScript run through tsx, so no build step is needed.
import { tsImport } from 'tsx/esm/api'

const { main } = await tsImport('./main.ts', import.meta.url)
process.exitCode = await main(process.argv)
