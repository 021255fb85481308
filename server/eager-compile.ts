import type { Plugin } from 'vite'

/*
 * The shell chunk (React DOM, React Router and the page shell) runs almost entirely while a page
 * starts, yet V8 compiles a function only when it is first called, on the main thread: measured on
 * a treatment's page, 100 ms of the main thread's work after the first paint was such lazy
 * compiling, and the longest task was the evaluation of React DOM's CommonJS wrapper, whose
 * 200 kB body V8 parsed a second time when it was called. Two hints let V8 compile the chunk
 * while it streams in, on a background thread (docs/decisions/043-main-thread-at-start.md):
 */

/** V8's explicit compile hint (Chrome 136+): compile every function of this file eagerly. Must open the file. */
export const EAGER_COMPILE_COMMENT = '//# allFunctionsCalledOnLoad'

/**
 * Rolldown wraps each CommonJS module (React, React DOM, the scheduler) in an arrow function passed
 * to its `__commonJSMin` helper. V8 compiles a parenthesized `function` expression eagerly, as one
 * that is about to be called; an arrow it leaves for later. The wrapper uses neither `this` nor
 * `arguments` (a CommonJS module has no use for them in strict mode), so the two are the same.
 */
const COMMONJS_WRAPPER = /__commonJSMin\(\(\(([\w$, ]*)\) => \{/g

export function commonJsWrappersAsFunctions(code: string) {
  return code.replace(COMMONJS_WRAPPER, '__commonJSMin((function ($1) {')
}

export function withEagerCompileHint(code: string) {
  return code.startsWith(EAGER_COMPILE_COMMENT) ? code : `${EAGER_COMPILE_COMMENT}\n${code}`
}

/** Applies both to the browser chunk named `chunkName`; warns if no CommonJS wrapper was found in it (a new Rolldown's output). */
export function eagerCompile(chunkName: string): Plugin {
  let rewritten = false
  return {
    name: 'claravia:eager-compile',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    // Before minification, where the helper still has its name.
    renderChunk(code, chunk) {
      if (chunk.name !== chunkName) return null
      const withFunctions = commonJsWrappersAsFunctions(code)
      rewritten = withFunctions !== code
      return { code: withFunctions, map: null }
    },
    // After minification (which drops comments) and Vite's own additions at the top of the chunk.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (!rewritten) this.warn(`no CommonJS wrapper found in the ${chunkName} chunk: React DOM is compiled lazily again`)
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && file.name === chunkName) file.code = withEagerCompileHint(file.code)
        }
      },
    },
  }
}
