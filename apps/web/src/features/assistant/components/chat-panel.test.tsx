import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { CHAT_FAILURE_TEXT } from '@vitrina/core/chat'
import type { ChatReply } from '@vitrina/core/schemas/assistant'
import { afterEach, describe, expect, test } from 'vitest'
import { useSessionStore } from '../../auth/session.store'
import { deferred, json, mockApi } from '../../../test/api-mock'
import { renderApp, signIn } from '../../../test/render-app'
import { useChatStore } from '../chat.store'

// docs/product/assistant.md#chat-panel (floating assistant), docs/product/assistant.md#greeting,
// docs/product/assistant.md#chat-rules (blank and pending sends), docs/product/assistant.md#chat-failure
// (apology on failure).

afterEach(() => useChatStore.getState().reset())

const settings = (storeName: string) => () => json([{ setting_key: 'store_name', setting_value: storeName }])

async function openChat() {
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Abrir el asistente virtual' }))
  const panel = await screen.findByRole('dialog', { name: 'Asistente Virtual' })
  return { user, panel, log: within(panel).getByRole('log') }
}

describe('the floating assistant', () => {
  test('the round button opens the panel with a greeting; the close button and Escape close it', async () => {
    mockApi({ 'GET /api/settings': settings('Mi Tienda') })
    renderApp('/')
    const { user, panel, log } = await openChat()
    expect(log).toHaveTextContent('¡Hola! Soy el asistente virtual de Mi Tienda. ¿En qué puedo ayudarte hoy?')
    expect(within(panel).getByRole('textbox', { name: 'Mensaje para el asistente' })).toHaveFocus()
    expect(within(panel).getByPlaceholderText('Escribe un mensaje...')).toBeInTheDocument()

    await user.click(within(panel).getByRole('button', { name: 'Cerrar el chat' }))
    expect(screen.queryByRole('dialog', { name: 'Asistente Virtual' })).not.toBeInTheDocument()
    const button = screen.getByRole('button', { name: 'Abrir el asistente virtual' })
    expect(button).toHaveFocus()
    expect(button).toHaveAttribute('aria-expanded', 'false')

    await user.click(button)
    await screen.findByRole('dialog', { name: 'Asistente Virtual' })
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  test('the greeting names the user and starts over when the login changes', async () => {
    mockApi({
      'GET /api/settings': settings('Mi Tienda'),
      'POST /api/ai/chat': () => json({ text: 'Claro.' }),
    })
    signIn()
    renderApp('/')
    const { user, log } = await openChat()
    expect(log).toHaveTextContent('¡Hola, camila! Soy el asistente virtual de Mi Tienda.')
    await user.type(screen.getByRole('textbox', { name: 'Mensaje para el asistente' }), 'hola{Enter}')
    await within(log).findByText('Claro.')

    act(() => useSessionStore.getState().logout())
    expect(log).toHaveTextContent(/^Asistente: ¡Hola! Soy el asistente virtual de Mi Tienda/)
    expect(within(log).queryByText('Claro.')).not.toBeInTheDocument()
  })

  test('a message is sent with the history; the typing indicator shows; product cards link to the product', async () => {
    const reply = deferred<Response>()
    const answer: ChatReply = {
      text: 'Encontré esta opción. Más en /tienda.',
      products: [{ id: 7, name: 'Chaqueta de Jean', image_url: null, price: 129900 }],
    }
    const api = mockApi({ 'POST /api/ai/chat': () => reply.promise })
    renderApp('/')
    const { user, panel, log } = await openChat()
    const box = within(panel).getByRole('textbox', { name: 'Mensaje para el asistente' })
    const sendButton = within(panel).getByRole('button', { name: 'Enviar mensaje' })
    expect(sendButton).toBeDisabled()

    await user.type(box, '  chaqueta de jean  {Enter}')
    expect(within(log).getByText('chaqueta de jean')).toBeInTheDocument()
    expect(within(log).getByRole('status')).toHaveTextContent('El asistente está escribiendo…')
    expect(box).toHaveValue('')
    // docs/product/assistant.md#chat-rules: nothing else is sent while the reply is pending.
    await user.type(box, 'otra cosa')
    expect(sendButton).toBeDisabled()
    await user.keyboard('{Enter}')
    const chatCalls = () => api.mock.calls.filter(([url]) => String(url).endsWith('/api/ai/chat'))
    expect(chatCalls()).toHaveLength(1)
    expect(JSON.parse(String(chatCalls()[0]![1]!.body))).toEqual({
      message: 'chaqueta de jean',
      history: [{ sender: 'ai', text: expect.stringContaining('Soy el asistente virtual de Vitrina') }],
    })

    reply.resolve(json(answer))
    const card = await within(log).findByRole('link', { name: /Chaqueta de Jean/ })
    expect(within(log).queryByRole('status')).not.toBeInTheDocument()
    expect(card).toHaveAttribute('href', '/producto/7')
    expect(card).toHaveTextContent(/\$\s129\.900/)
    // No image_url: the placeholder (decorative, the name is the link's text).
    expect(card.querySelector('img')).toHaveAttribute('src', '/placeholder.svg')
    expect(within(log).getByRole('link', { name: '/tienda' })).toHaveAttribute('href', '/tienda')
    expect(sendButton).toBeEnabled()
  })

  test('a blank message cannot be sent', async () => {
    const api = mockApi()
    renderApp('/')
    const { user, panel } = await openChat()
    await user.type(within(panel).getByRole('textbox', { name: 'Mensaje para el asistente' }), '   {Enter}')
    expect(within(panel).getByRole('button', { name: 'Enviar mensaje' })).toBeDisabled()
    expect(api.mock.calls.some(([url]) => String(url).endsWith('/api/ai/chat'))).toBe(false)
  })

  // docs/product/assistant.md#chat-failure
  test('when the reply fails, the documented apology is appended', async () => {
    mockApi({ 'POST /api/ai/chat': () => json({ message: 'Error', code: 'INTERNAL' }, 500) })
    renderApp('/')
    const { user, log } = await openChat()
    await user.type(screen.getByRole('textbox', { name: 'Mensaje para el asistente' }), 'hola{Enter}')
    expect(await within(log).findByText(CHAT_FAILURE_TEXT)).toBeInTheDocument()
  })

  test('the conversation is kept when the panel is closed and opened again', async () => {
    mockApi({ 'POST /api/ai/chat': () => json({ text: 'Respuesta guardada.' }) })
    renderApp('/')
    const { user, log } = await openChat()
    await user.type(screen.getByRole('textbox', { name: 'Mensaje para el asistente' }), 'hola{Enter}')
    await within(log).findByText('Respuesta guardada.')
    await user.click(screen.getByRole('button', { name: 'Cerrar el asistente virtual' }))
    await user.click(screen.getByRole('button', { name: 'Abrir el asistente virtual' }))
    const panel = await screen.findByRole('dialog', { name: 'Asistente Virtual' })
    expect(within(panel).getByText('Respuesta guardada.')).toBeInTheDocument()
  })
})
