import { expect, it } from 'vitest'
import { commonJsWrappersAsFunctions, EAGER_COMPILE_COMMENT, withEagerCompileHint } from './eager-compile'

it("turns Rolldown's CommonJS wrappers into function expressions, and nothing else", () => {
  const chunk = [
    'var require_react = /* @__PURE__ */ __commonJSMin(((exports) => {',
    '\texports.version = "19";',
    '}));',
    'var require_jsx = /* @__PURE__ */ __commonJSMin(((exports, module) => {',
    '\tmodule.exports = require_react();',
    '}));',
    'const other = list.map(((item) => { return item; }));',
  ].join('\n')
  const rewritten = commonJsWrappersAsFunctions(chunk)
  expect(rewritten).toContain('__commonJSMin((function (exports) {\n')
  expect(rewritten).toContain('__commonJSMin((function (exports, module) {\n')
  expect(rewritten).toContain('list.map(((item) => {')
  // Same closing: `}));` ends a parenthesized function expression as it ended the arrow.
  const wrapped = new Function('__commonJSMin', `${rewritten.split('\nconst other')[0]}\nreturn require_jsx`)
  const helper = (body: (exports: object, module: { exports: object }) => void) => {
    let module: { exports: object } | undefined
    return () => {
      if (!module) body((module = { exports: {} }).exports, module)
      return module.exports
    }
  }
  expect(wrapped(helper)()).toEqual({ version: '19' })
})

it('opens the chunk with the compile hint, once', () => {
  const hinted = withEagerCompileHint('const a = 1;')
  expect(hinted).toBe(`${EAGER_COMPILE_COMMENT}\nconst a = 1;`)
  expect(withEagerCompileHint(hinted)).toBe(hinted)
})
