import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'

// Every form shows the app's Spanish messages, never the browser's own validation bubbles (which follow
// the browser's language): each <form> in the store and the back office carries noValidate.

const src = path.resolve(import.meta.dirname, '..')

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) yield* sources(file)
    else if (name.endsWith('.tsx') && !name.endsWith('.test.tsx')) yield file
  }
}

test('no form relies on native browser validation', () => {
  const offenders: string[] = []
  for (const file of sources(src)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/<form\s[^>]*>/g)) {
      if (!/\bnoValidate\b/.test(match[0])) offenders.push(path.relative(src, file))
    }
  }
  expect(offenders).toEqual([])
})
