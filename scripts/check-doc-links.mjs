// The repository is self-contained: code and docs cite docs/product/<page>.md#<anchor> and
// docs/decisions/NNN-title.md, and every cited page, anchor and record must exist. Citations of documents
// that live outside the repository (the old spec, ARCHITECTURE.md, CONVENTIONS.md, issue numbers) must not
// come back into apps/ and packages/. Run by `npm run lint`; exits 1 naming file:line for each problem.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const SCANNED = ['apps', 'packages', 'docs', 'e2e', 'bench']
const SELF_CONTAINED = ['apps', 'packages']
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'dist-server',
  'data',
  'coverage',
  'artifacts',
  '.test-data',
])
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|jsx|css|sql|md|html|json|sh|yml|yaml)$/

// docs/product/<page>.md with an optional #anchor; docs/decisions/<NNN-title>.md.
const PRODUCT_CITATION = /docs\/product\/([a-z0-9-]+)\.md(?:#([a-z0-9]+(?:-[a-z0-9]+)*))?/g
const DECISION_CITATION = /docs\/decisions\/(\d{3}-[a-z0-9-]+)\.md/g
// The short form 'docs/decisions/002' names a record by its number.
const DECISION_NUMBER = /docs\/decisions\/(\d{3})(?![\d-])/g
const decisionNumbers = new Set(
  existsSync(join(root, 'docs/decisions'))
    ? readdirSync(join(root, 'docs/decisions')).map((name) => name.slice(0, 3))
    : [],
)
// Relative Markdown links inside docs/: [text](path.md#anchor) or (path.md).
const MARKDOWN_LINK = /\]\(([^)\s#]+\.md)(?:#([^)\s]+))?\)/g
const OUTSIDE_CITATIONS = [
  { pattern: /spec\s*§/i, what: "'spec §' (cite docs/product/<page>.md#<anchor>)" },
  { pattern: /spec section \d/i, what: "'spec section' (cite docs/product/<page>.md#<anchor>)" },
  { pattern: /ARCHITECTURE\.md/, what: 'ARCHITECTURE.md (cite the product page or decision record)' },
  { pattern: /CONVENTIONS\.md/, what: 'CONVENTIONS.md (cite docs/README.md or a decision record)' },
  { pattern: /\bissue #?\d/i, what: "'issue N' (cite the product page or decision record)" },
]

function* files(dir) {
  for (const name of readdirSync(dir)) {
    if (SKIPPED_DIRS.has(name) || name.startsWith('.')) continue
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* files(path)
    else if (TEXT_FILE.test(name)) yield path
  }
}

const anchorCache = new Map()
/** The explicit anchors (<a id="...">) of a Markdown file, or null when the file does not exist. */
function anchorsOf(path) {
  if (!anchorCache.has(path)) {
    anchorCache.set(
      path,
      existsSync(path)
        ? new Set([...readFileSync(path, 'utf8').matchAll(/<a id="([^"]+)"><\/a>/g)].map((m) => m[1]))
        : null,
    )
  }
  return anchorCache.get(path)
}

const problems = []
function check(where, target, anchor, shown) {
  const anchors = anchorsOf(target)
  if (anchors === null) problems.push(`${where}: ${shown} does not exist`)
  else if (anchor && !anchors.has(anchor))
    problems.push(`${where}: ${shown}: no anchor #${anchor} in the page`)
}

let citations = 0
for (const top of SCANNED) {
  const base = join(root, top)
  if (!existsSync(base)) continue
  for (const path of files(base)) {
    const rel = relative(root, path)
    const selfContained = SELF_CONTAINED.includes(top)
    const lines = readFileSync(path, 'utf8').split('\n')
    lines.forEach((line, index) => {
      const where = `${rel}:${index + 1}`
      for (const m of line.matchAll(PRODUCT_CITATION)) {
        citations++
        check(where, join(root, 'docs/product', `${m[1]}.md`), m[2], m[0])
      }
      for (const m of line.matchAll(DECISION_CITATION)) {
        citations++
        if (!existsSync(join(root, 'docs/decisions', `${m[1]}.md`)))
          problems.push(`${where}: ${m[0]} does not exist`)
      }
      for (const m of line.matchAll(DECISION_NUMBER)) {
        citations++
        if (!decisionNumbers.has(m[1]))
          problems.push(`${where}: ${m[0]}: no decision record with that number`)
      }
      if (top === 'docs' && rel.endsWith('.md')) {
        for (const m of line.matchAll(MARKDOWN_LINK)) {
          if (/^[a-z]+:/.test(m[1])) continue
          check(where, resolve(dirname(path), m[1]), m[2], `${m[1]}${m[2] ? `#${m[2]}` : ''}`)
        }
      }
      if (selfContained) {
        for (const { pattern, what } of OUTSIDE_CITATIONS) {
          if (pattern.test(line)) problems.push(`${where}: cites ${what}`)
        }
      }
    })
  }
}

if (problems.length > 0) {
  console.error(`check-doc-links: ${problems.length} problem(s)\n${problems.join('\n')}`)
  process.exit(1)
}
console.log(`check-doc-links: ${citations} citations of docs/ checked, all found`)
