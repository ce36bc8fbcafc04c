import { z } from 'zod'

// A client of any OpenAI-compatible chat-completions server (OpenAI, Ollama, llama.cpp, vLLM) with
// fetch: POST {AI_BASE_URL}/chat/completions, Bearer AI_API_KEY when set (docs/product/assistant.md#engines).

export interface ToolCall {
  id: string
  type: 'function'
  function: { name: string; arguments: string }
}

export type ModelMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string }

export interface ToolSpec {
  type: 'function'
  function: { name: string; description: string; parameters: Record<string, unknown> }
}

export interface ModelAnswer {
  content: string | null
  toolCalls: ToolCall[]
}

export interface ModelClient {
  readonly model: string
  complete(
    messages: ModelMessage[],
    options: { tools?: ToolSpec[]; json?: boolean; signal: AbortSignal },
  ): Promise<ModelAnswer>
}

export class ModelError extends Error {}

// Servers differ in what they add; only what we read is checked.
const answerSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullish(),
          tool_calls: z
            .array(
              z.object({
                id: z.string().optional(),
                type: z.string().optional(),
                function: z.object({
                  name: z.string(),
                  arguments: z.union([z.string(), z.record(z.string(), z.unknown())]),
                }),
              }),
            )
            .nullish(),
        }),
      }),
    )
    .min(1),
})

export function createModelClient(options: {
  baseUrl: string
  apiKey?: string | undefined
  model: string
}): ModelClient {
  const url = `${options.baseUrl}/chat/completions`
  return {
    model: options.model,
    async complete(messages, { tools, json, signal }) {
      const response = await fetch(url, {
        method: 'POST',
        signal,
        headers: {
          'content-type': 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: options.model,
          messages,
          temperature: 0.3,
          ...(tools?.length ? { tools, tool_choice: 'auto' } : {}),
          ...(json ? { response_format: { type: 'json_object' } } : {}),
        }),
      })
      if (!response.ok) throw new ModelError(`El modelo respondió ${response.status}`)
      const parsed = answerSchema.safeParse(await response.json())
      if (!parsed.success) throw new ModelError('Respuesta del modelo con una forma inesperada')
      const message = parsed.data.choices[0]!.message
      return {
        content: message.content ?? null,
        toolCalls: (message.tool_calls ?? []).map((call, i) => ({
          id: call.id ?? `call_${i}`,
          type: 'function',
          function: {
            name: call.function.name,
            // Some servers (Ollama) send the arguments as an object instead of JSON text.
            arguments:
              typeof call.function.arguments === 'string'
                ? call.function.arguments
                : JSON.stringify(call.function.arguments),
          },
        })),
      }
    },
  }
}

/** The first JSON object in a model's text (some servers wrap it in prose or a code fence). */
export function readJsonObject(text: string | null): unknown {
  if (!text) return null
  const start = text.indexOf('{')
  const end = text.lastIndexOf('}')
  if (start < 0 || end <= start) return null
  try {
    return JSON.parse(text.slice(start, end + 1))
  } catch {
    return null
  }
}

/** The configured model, or null: without AI_BASE_URL the store runs the built-in engines. */
export function modelFromConfig(ai: {
  baseUrl?: string | undefined
  apiKey?: string | undefined
  model: string
}): ModelClient | null {
  return ai.baseUrl ? createModelClient({ baseUrl: ai.baseUrl, apiKey: ai.apiKey, model: ai.model }) : null
}
