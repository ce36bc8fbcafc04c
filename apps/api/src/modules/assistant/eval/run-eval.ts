import { readFileSync } from 'node:fs'
import type { ChatHistoryEntry, ChatReply } from '@vitrina/core/schemas/assistant'
import type { ProductDetail } from '@vitrina/core/schemas/catalog'
import { checkAnswer, fold, type EvalCase } from './eval-checks'
import { json, openEvalStore, type EvalStore } from './eval-store'

// `npm run eval:assistant`: the three splits of the evaluation set (docs/assistant.md#evaluation) against
// the built-in engine on a fresh demo store. train and dev print each miss with its reasons; the locked
// test split prints only its score and per-intent counts, so nobody tunes to its questions.
// `-- --verbose` prints every train/dev answer; `-- --split dev` runs one split.

const TARGET = 0.9
const SPLITS = ['train', 'dev', 'test'] as const
type Split = (typeof SPLITS)[number]
const VERBOSE = process.argv.includes('--verbose')
const only = process.argv.includes('--split') ? process.argv[process.argv.indexOf('--split') + 1] : null

const load = (split: Split) =>
  JSON.parse(readFileSync(new URL(`./questions-${split}.json`, import.meta.url), 'utf8')) as EvalCase[]

interface SplitResult {
  passed: number
  total: number
  byIntent: Map<string, { passed: number; total: number }>
  millis: number[]
}

async function runSplit(store: EvalStore, split: Split): Promise<SplitResult> {
  const { app, customer } = store
  const fill = (text: string) => text.replaceAll('{orderNumber}', customer.orderNumber)
  const products = new Map<number, ProductDetail | null>()
  const ask = (message: string, history: ChatHistoryEntry[], token?: string) =>
    json<ChatReply>(app, 'POST', '/api/ai/chat', { message, history }, token)
  const result: SplitResult = { passed: 0, total: 0, byIntent: new Map(), millis: [] }
  const locked = split === 'test'
  for (const item of load(split)) {
    const token = item.as === 'cliente' ? customer.token : undefined
    const history: ChatHistoryEntry[] = []
    for (const earlier of item.before ?? []) {
      const reply = await ask(earlier, history, token)
      history.push({ sender: 'user', text: earlier }, { sender: 'ai', text: reply.text })
    }
    const started = performance.now()
    const reply = await ask(fill(item.question), history, token)
    result.millis.push(performance.now() - started)
    for (const card of reply.products ?? [])
      if (!products.has(card.id))
        products.set(
          card.id,
          await json<ProductDetail>(app, 'GET', `/api/products/${card.id}`).catch(() => null),
        )
    const expect = JSON.parse(fill(JSON.stringify(item.expect))) as EvalCase['expect']
    const problems = checkAnswer(reply, expect, products)
    const ok = !problems.length
    result.total += 1
    if (ok) result.passed += 1
    const intent = result.byIntent.get(item.intent) ?? { passed: 0, total: 0 }
    result.byIntent.set(item.intent, { passed: intent.passed + (ok ? 1 : 0), total: intent.total + 1 })
    if (locked || (ok && !VERBOSE)) continue
    const cards = (reply.products ?? []).map((c) => c.name).join(', ')
    console.log(`${ok ? '✓' : '✗'} [${split}] ${item.id}: «${fill(item.question)}»`)
    console.log(`    respuesta: ${fold(reply.text).slice(0, 300)}${cards ? ` [${cards}]` : ''}`)
    for (const p of problems) console.log(`    - ${p}`)
  }
  return result
}

const pct = (passed: number, total: number) => `${((passed / Math.max(total, 1)) * 100).toFixed(1)} %`

function report(split: Split, r: SplitResult) {
  const sorted = [...r.millis].sort((a, b) => a - b)
  const p95 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0
  console.log(`\n${split}: ${r.passed} de ${r.total} (${pct(r.passed, r.total)}); p95 ${Math.round(p95)} ms`)
  for (const [intent, c] of [...r.byIntent].sort(([a], [b]) => a.localeCompare(b)))
    console.log(
      `  ${intent.padEnd(17)} ${String(c.passed).padStart(3)}/${String(c.total).padEnd(3)} ${pct(c.passed, c.total)}`,
    )
}

async function main() {
  console.log('Preparando la tienda de demostración…')
  const store = await openEvalStore()
  try {
    const results = new Map<Split, SplitResult>()
    for (const split of SPLITS) if (!only || only === split) results.set(split, await runSplit(store, split))
    for (const [split, r] of results) report(split, r)
    const test = results.get('test')
    if (test) {
      console.log(`\nObjetivo en test: ${TARGET * 100} %.`)
      process.exitCode = test.passed / test.total >= TARGET ? 0 : 1
    }
  } finally {
    await store.close()
  }
}

await main()
