import { readFileSync } from 'node:fs'
import { exampleDocuments } from './intent-corpus'
import { trainIntentClassifier } from './intent-classifier'
const names = readFileSync('/tmp/cat-assistant.txt', 'utf8')
  .split('\n')
  .filter((l) => /^\d+\|/.test(l))
  .map((l) => l.split('|')[1]!)
const t0 = Date.now()
const docs = [
  ...exampleDocuments(),
  ...names.map((n) => ({ text: n.toLowerCase(), intent: 'product_search' as const })),
]
const clf = await trainIntentClassifier(docs)
console.log('docs', docs.length, 'train ms', Date.now() - t0)
const dev = JSON.parse(readFileSync(new URL('./eval/questions-dev.json', import.meta.url), 'utf8')) as {
  question: string
  intent: string
}[]
let ok = 0
const t1 = Date.now()
for (const c of dev) {
  const g = await clf.classify(c.question)
  if (g.intent === c.intent) ok++
  else console.log(`${c.intent} -> ${g.intent} (${g.score.toFixed(2)}, ${g.second}) «${c.question}»`)
}
console.log('dev intent acc', ok, '/', dev.length, 'ms/q', (Date.now() - t1) / dev.length)
