import { describe, expect, test } from 'vitest'
import { FAQS, SHIPPING_ENTRIES } from '../../db/seed/content-data'
import { POLICIES } from '../../db/seed/policies-data'
import { answerQuote, bestSentence } from './sentence-search'
import { buildKnowledge } from './store-knowledge'

// The demo store's own texts: a question is answered by the sentence that answers it, quoted short.
const knowledge = buildKnowledge(
  { faqs: [...FAQS], policies: [...POLICIES], shipping: [...SHIPPING_ENTRIES], about: [] },
  { store_name: 'Vitrina' },
  { paypal: false, wompi: false },
)

const answer = (question: string, options: Parameters<typeof bestSentence>[2] = {}) => {
  const match = bestSentence(knowledge, question, { sources: ['policy', 'faq'], ...options })!
  return answerQuote(match.passage, question, match.sentence, match.hint)
}

// How a returns question is asked (service-answers.ts): within the returns passages, with their words.
const RETURNS = /devol|cambi|retract|revers/i
const returns = { require: RETURNS, prefer: RETURNS, hint: 'cambios devoluciones días calendario' }

describe('the sentence that answers', () => {
  test('who pays a return is in the retracto section, not the first one about returns', () => {
    expect(answer('¿quién paga el envío de una devolución?', returns)).toContain('corren por tu cuenta')
    expect(answer('si devuelvo algo el flete lo pago yo?', returns)).toContain('corren por tu cuenta')
  })

  test('a related word finds the sentence that says it otherwise (lavé -> sin uso)', () => {
    expect(answer('¿puedo cambiar una talla si ya lo lavé?')).toContain('sin uso')
  })

  test("the topic's words weigh less than the shopper's own", () => {
    const hint = 'cambios devoluciones días calendario'
    expect(answer('puedo devolver unos aretes?', { hint })).toContain('aretes')
    expect(answer('hacen cambios?', { hint })).toContain('30 días calendario')
  })

  test('the kind of answer asked weighs double: "¿en cuánto tiempo?" wants a time', () => {
    const text = answer('en cuánto tiempo responden una solicitud sobre mis datos?', {
      hint: 'datos personales',
      favour: /\b(d[ií]as|meses)\b/,
    })
    expect(text).toContain('diez (10) días hábiles')
  })
})

describe('quotes for a phone screen', () => {
  test('two sentences at most, never the whole section', () => {
    for (const question of [
      '¿qué garantía tienen los productos?',
      'política de cambios',
      'venden mis datos?',
    ]) {
      const text = answer(question)
      expect(text.length).toBeLessThanOrEqual(400)
      expect(text.split(/(?<=[.:])\s+(?=[A-ZÁÉÍÓÚ])/).length).toBeLessThanOrEqual(3)
    }
  })

  test('a terse sentence keeps the one after it, which explains it', () => {
    expect(answer('venden mis datos?')).toBe(
      'No vendemos tus datos. Los compartimos solo con quienes nos ayudan a prestar el servicio (transportadoras y pasarela de pagos), bajo acuerdos de confidencialidad.',
    )
  })
})
