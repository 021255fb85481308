import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/*
 * The shape of the code (issue 26, docs/decisions/031): folders are domains,
 * audiences are routes. These rules are read from the source, so a file that
 * breaks them fails here rather than in a review.
 */

const root = path.resolve(import.meta.dirname, '..')
const appDir = path.join(root, 'app')

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

const relative = (file: string) => path.relative(root, file)
const files = sourceFiles(appDir)

/** The modules a file imports (`~/…` specifiers, as written). */
function importsOf(file: string) {
  return [...fs.readFileSync(file, 'utf8').matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+'([^']+)'/gm)].map((match) => match[1]!)
}

/** Which folders may not import which: a lower layer never reaches up into the one built on it. */
const FORBIDDEN_IMPORTS: { folders: string[]; mayNotImport: string; why: string }[] = [
  {
    folders: ['booking', 'contact', 'documents', 'patients', 'staff', 'accounts', 'access'],
    mayNotImport: '~/staff-console',
    why: 'the console keeps reads and UI; staff verbs live in the folder of what they change',
  },
  {
    folders: ['catalogue', 'blog', 'content', 'media'],
    mayNotImport: '~/content-editing',
    why: 'the public site does not depend on its editor (pictures are in media/)',
  },
]

describe('folders import downward only', () => {
  for (const rule of FORBIDDEN_IMPORTS) {
    it(`${rule.folders.join(', ')} do not import ${rule.mayNotImport} (${rule.why})`, () => {
      const offending = files
        .filter((file) => rule.folders.includes(relative(file).split(path.sep)[1]!))
        .flatMap((file) =>
          importsOf(file)
            .filter((spec) => spec.startsWith(rule.mayNotImport))
            .map((spec) => `${relative(file)} → ${spec}`),
        )
      expect(offending).toEqual([])
    })
  }
})

/** The exported functions of a module whose first parameter is an ActionContext (or a Pick of one): its user actions. */
function userActionsOf(file: string) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const exported = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
  const takesActionContext = (parameters: ts.NodeArray<ts.ParameterDeclaration>) =>
    /\bActionContext\b/.test(parameters[0]?.type?.getText(source) ?? '')
  const names: string[] = []
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && exported(statement) && takesActionContext(statement.parameters))
      names.push(statement.name?.text ?? 'default')
    if (ts.isVariableStatement(statement) && exported(statement))
      for (const declaration of statement.declarationList.declarations) {
        const value = declaration.initializer
        if (value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value)) && takesActionContext(value.parameters))
          names.push(declaration.name.getText(source))
      }
  }
  return names
}

describe('one user action per module', () => {
  it('no *.server.ts exports more than one function taking an ActionContext', () => {
    const crowded = files
      .filter((file) => file.endsWith('.server.ts'))
      .map((file) => ({ file: relative(file), actions: userActionsOf(file) }))
      .filter(({ actions }) => actions.length > 1)
      .map(({ file, actions }) => `${file}: ${actions.join(', ')}`)
    expect(crowded).toEqual([])
  })

  it('the console folder keeps reads and UI: no user action in app/staff-console', () => {
    const writes = files
      .filter((file) => relative(file).startsWith(`app${path.sep}staff-console${path.sep}`) && file.endsWith('.server.ts'))
      .flatMap((file) => userActionsOf(file).map((name) => `${relative(file)}: ${name}`))
    expect(writes).toEqual([])
  })

  it('the rule sees user actions (it finds sign-in)', () => {
    expect(userActionsOf(path.join(appDir, 'accounts/sign-in.server.ts'))).toEqual(['signIn'])
  })
})
