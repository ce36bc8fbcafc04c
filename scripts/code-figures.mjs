// Code figures for docs/README.md#code-figures: production functions longer than 80 lines, the spread of
// function lengths, and how many places the `duplicates` tool finds repeated (tests left out of both).
//   node scripts/code-figures.mjs [--list]     (--list prints every long function)
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import ts from 'typescript'

const ROOTS = ['apps/api/src', 'apps/web/src', 'packages/core/src']
const LONG = 80

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory())
      return entry.name === 'test' || entry.name === 'migrations' ? [] : sourceFiles(file)
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [file] : []
  })
}

function functionName(node) {
  if (node.name) return node.name.getText()
  const parent = node.parent
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText()
  if (ts.isCallExpression(parent)) return `(callback of ${parent.expression.getText().slice(0, 40)})`
  return '(anonymous)'
}

function functionLengths(file) {
  const text = fs.readFileSync(file, 'utf8')
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const found = []
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart()).line
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line
      found.push({ file, line: start + 1, lines: end - start + 1, name: functionName(node) })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

function duplicatePairs(files) {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'code-figures-'))
  for (const file of files) {
    fs.mkdirSync(path.join(copy, path.dirname(file)), { recursive: true })
    fs.copyFileSync(file, path.join(copy, file))
  }
  const run = spawnSync('duplicates', ['--repo', copy, '--seconds', '120'], { encoding: 'utf8' })
  fs.rmSync(copy, { recursive: true, force: true })
  if (run.error) return 'the `duplicates` command is not on this machine'
  const first = run.stdout.split('\n')[0] ?? ''
  const total = /^(\d+) pairs/.exec(first)?.[1]
  const shape = /\((\d+) by shape alone/.exec(first)?.[1]
  if (!total) return first
  return `${total} pairs, ${Number(total) - Number(shape ?? 0)} identical (${first})`
}

const files = ROOTS.flatMap(sourceFiles)
const functions = files.flatMap(functionLengths)
const long = functions.filter((f) => f.lines > LONG).sort((a, b) => b.lines - a.lines)
const bands = [20, 40, 80, 120, Infinity]
const counts = bands.map(
  (top, i) => functions.filter((f) => f.lines <= top && f.lines > (bands[i - 1] ?? 0)).length,
)

console.log(`files: ${files.length}, functions: ${functions.length}`)
console.log(
  `function lengths: ≤20 ${counts[0]} · 21–40 ${counts[1]} · 41–80 ${counts[2]} · 81–120 ${counts[3]} · >120 ${counts[4]}`,
)
console.log(`functions over ${LONG} lines: ${long.length}`)
const shown = process.argv.includes('--list') ? long : long.slice(0, 10)
for (const f of shown) console.log(`  ${f.lines}\t${f.name}\t${f.file}:${f.line}`)
console.log(`duplicates: ${duplicatePairs(files)}`)
