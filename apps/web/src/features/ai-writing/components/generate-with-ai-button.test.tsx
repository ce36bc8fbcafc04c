import { QueryClient } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { FaqAnswerDraft } from '@vitrina/core/schemas/assistant'
import { useState } from 'react'
import { describe, expect, test, vi } from 'vitest'
import { AppProviders } from '../../../app/providers'
import { deferred, json, mockApi } from '../../../test/api-mock'
import { aiWriting } from '../ai-writing.api'
import { AI_WRITING_DONE, AI_WRITING_ERROR } from '../use-ai-writing'
import { GenerateWithAiButton } from './generate-with-ai-button'

// The 'Generar con IA' action as an admin form uses it: it fills the field and never saves.

function FaqForm({ onSave }: { onSave: (answer: string) => void }) {
  const [question, setQuestion] = useState('¿Hacen envíos?')
  const [answer, setAnswer] = useState('')
  return (
    <form onSubmit={(event) => (event.preventDefault(), onSave(answer))}>
      <label>
        Pregunta
        <input value={question} onChange={(e) => setQuestion(e.target.value)} />
      </label>
      <label>
        Respuesta
        <textarea value={answer} onChange={(e) => setAnswer(e.target.value)} />
      </label>
      <GenerateWithAiButton
        request={() => aiWriting.faqAnswer({ question })}
        onGenerated={(draft: FaqAnswerDraft) => setAnswer(draft.answer)}
        disabledReason={question.trim() ? undefined : 'Escribe primero la pregunta.'}
      />
      <button type="submit">Guardar</button>
    </form>
  )
}

function renderForm() {
  const onSave = vi.fn()
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  render(
    <AppProviders client={client}>
      <FaqForm onSave={onSave} />
    </AppProviders>,
  )
  return { onSave, user: userEvent.setup() }
}

describe('Generar con IA', () => {
  test('shows it is working, fills the field with the draft and saves nothing', async () => {
    const answer = deferred<Response>()
    const api = mockApi({ 'POST /api/ai/generate/faq-answer': () => answer.promise })
    const { onSave, user } = renderForm()

    await user.click(screen.getByRole('button', { name: 'Generar con IA' }))
    const busy = screen.getByRole('button', { name: 'Generando...' })
    expect(busy).toBeDisabled()
    expect(busy).toHaveAttribute('aria-busy', 'true')
    expect(JSON.parse(String(api.mock.calls[0]![1]!.body))).toEqual({ question: '¿Hacen envíos?' })

    answer.resolve(json({ answer: 'Sí, a todo el país.', engine: 'builtin' }))
    expect(await screen.findByText(AI_WRITING_DONE)).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Respuesta' })).toHaveValue('Sí, a todo el país.')
    expect(screen.getByRole('button', { name: 'Generar con IA' })).toBeEnabled()
    expect(onSave).not.toHaveBeenCalled()
    expect(api.mock.calls).toHaveLength(1)
  })

  test("the server's Spanish message is shown when it refuses, and the field keeps its text", async () => {
    mockApi({
      'POST /api/ai/generate/faq-answer': () =>
        json(
          {
            message: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
            code: 'RATE_LIMITED',
          },
          429,
        ),
    })
    const { user } = renderForm()
    await user.type(screen.getByRole('textbox', { name: 'Respuesta' }), 'Mi texto')
    await user.click(screen.getByRole('button', { name: 'Generar con IA' }))
    expect(
      await screen.findByText('Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Respuesta' })).toHaveValue('Mi texto')
  })

  test('without an answer from the server, the generic Spanish error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    )
    const { user } = renderForm()
    await user.click(screen.getByRole('button', { name: 'Generar con IA' }))
    expect(await screen.findByText(AI_WRITING_ERROR)).toBeInTheDocument()
  })

  test('says what is missing before it can generate', async () => {
    mockApi()
    const { user } = renderForm()
    await user.clear(screen.getByRole('textbox', { name: 'Pregunta' }))
    const button = screen.getByRole('button', { name: 'Generar con IA' })
    expect(button).toBeDisabled()
    expect(button).toHaveAccessibleDescription('Escribe primero la pregunta.')
  })
})
