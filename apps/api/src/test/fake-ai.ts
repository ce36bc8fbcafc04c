import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local stand-in for an OpenAI-compatible chat-completions server (POST /v1/chat/completions), the
 * shape OpenAI, Ollama, llama.cpp and vLLM answer with. Each test scripts what "the model" says next:
 * text, tool calls, an HTTP error, or a delay longer than the store waits.
 */
export interface FakeAiRequest {
  model: string
  messages: { role: string; content: string | null; tool_call_id?: string; tool_calls?: unknown[] }[]
  tools?: { function: { name: string } }[]
  response_format?: { type: string }
  authorization: string | undefined
}

export type FakeAiTurn =
  | { content: string }
  | { toolCalls: { name: string; arguments: unknown }[] }
  | { status: number }
  | { delayMs: number; then: FakeAiTurn }
  | { raw: unknown }

export interface FakeAi {
  /** The base URL to give AI_BASE_URL (it ends in /v1, like OpenAI's). */
  url: string
  requests: FakeAiRequest[]
  /** The model's next turns, in order; an unscripted request answers 500. */
  script(...turns: FakeAiTurn[]): void
  /** The content of the tool message answering the n-th tool call sent to the model so far. */
  toolResults(): unknown[]
  close(): Promise<void>
}

let callCounter = 0

export async function startFakeAi(): Promise<FakeAi> {
  const requests: FakeAiRequest[] = []
  let turns: FakeAiTurn[] = []

  const completion = (model: string, message: Record<string, unknown>) => ({
    id: `chatcmpl-${++callCounter}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', ...message }, finish_reason: 'stop' }],
  })

  async function answer(turn: FakeAiTurn | undefined, model: string, res: ServerResponse): Promise<void> {
    if (!turn || 'status' in turn) {
      res.writeHead(turn?.status ?? 500, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ error: { message: 'fake failure', type: 'server_error' } }))
      return
    }
    if ('delayMs' in turn) {
      await new Promise((resolve) => setTimeout(resolve, turn.delayMs))
      if (res.destroyed) return
      return answer(turn.then, model, res)
    }
    const body =
      'raw' in turn
        ? turn.raw
        : 'content' in turn
          ? completion(model, { content: turn.content })
          : completion(model, {
              content: null,
              tool_calls: turn.toolCalls.map((call) => ({
                id: `call_${++callCounter}`,
                type: 'function',
                function: { name: call.name, arguments: JSON.stringify(call.arguments) },
              })),
            })
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end()
        return
      }
      const body = JSON.parse(Buffer.concat(chunks).toString()) as Omit<FakeAiRequest, 'authorization'>
      requests.push({ ...body, authorization: req.headers.authorization })
      void answer(turns.shift(), body.model, res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    script(...next) {
      turns = next
      requests.length = 0
    },
    toolResults: () =>
      (requests.at(-1)?.messages ?? [])
        .filter((m) => m.role === 'tool')
        .map((m) => JSON.parse(m.content ?? 'null') as unknown),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
