import { describe, expect, it } from 'vitest'
import { eagerFactories } from '../../../src/platform/eagerFactories'

// Issue #14: CommonJS factories (react-dom's is 180 kB in one function) are parenthesised functions,
// which V8 compiles off the main thread, instead of arrows it compiled lazily on it.
const chunk = [
  'import { t as __commonJSMin } from "./rolldown-runtime.js";',
  'var require_react_production = /* @__PURE__ */ __commonJSMin(((exports) => {',
  '\texports.version = "19";',
  '}));',
  'var require_react = /* @__PURE__ */ __commonJSMin(((exports, module) => {',
  '\tmodule.exports = require_react_production();',
  '}));',
  'const arrow = (a) => a;',
].join('\n')

function render(code: string) {
  const plugin = eagerFactories()
  const hook = plugin.renderChunk as (code: string) => { code: string; map: { mappings: string } } | null
  return hook.call({}, code)
}

describe('eager CommonJS factories (issue #14)', () => {
  it('writes every factory as a parenthesised function, and leaves other arrows alone', () => {
    const result = render(chunk)!
    expect(result.code).toContain('__commonJSMin((function(exports) {')
    expect(result.code).toContain('__commonJSMin((function(exports, module) {')
    expect(result.code).not.toMatch(/__commonJSMin\(\(\([^)]*\) =>/)
    expect(result.code).toContain('const arrow = (a) => a;')
    expect(result.map.mappings.length).toBeGreaterThan(0)
  })

  it('runs the factories as before', () => {
    const run = (code: string) => {
      const commonJs = (factory: (exports: object, module: { exports: object }) => void) => {
        let module: { exports: object } | null = null
        return () => {
          if (!module) factory((module = { exports: {} }).exports, module)
          return module.exports
        }
      }
      const body = code.replace(/^import .*$/m, '').replace(/\/\* @__PURE__ \*\//g, '') + '\nreturn require_react();'
      return new Function('__commonJSMin', `"use strict";${body}`)(commonJs) as unknown
    }
    expect(run(render(chunk)!.code)).toEqual(run(chunk))
    expect(run(chunk)).toEqual({ version: '19' })
  })

  it('leaves a chunk without CommonJS modules untouched', () => {
    expect(render('export const a = 1;')).toBeNull()
  })
})
