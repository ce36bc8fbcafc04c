import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { deferred, json, mockApi } from '../../../test/api-mock'
import { makeUser, renderApp, signIn } from '../../../test/render-app'

async function fill(user: ReturnType<typeof userEvent.setup>, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await user.type(screen.getByLabelText(label), value)
}

describe('contact page (docs/product/content.md#contact-page, docs/product/content.md#contact-form)', () => {
  test('name, e-mail and message are required (the shared contract); the e-mail must look like one', async () => {
    const fetch = mockApi()
    renderApp('/contacto')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Enviar mensaje' }))
    expect(await screen.findByText('El nombre es obligatorio.')).toBeInTheDocument()
    expect(screen.getByText('Ingresa un correo electrónico válido.')).toBeInTheDocument()
    expect(screen.getByText('El mensaje es obligatorio.')).toBeInTheDocument()
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('type', 'email')
    await user.type(screen.getByLabelText('Nombre'), 'Ana')
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@')
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }))
    expect(screen.queryByText('El nombre es obligatorio.')).not.toBeInTheDocument()
    expect(await screen.findByText('Ingresa un correo electrónico válido.')).toBeInTheDocument()
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/contact'))).toBe(false)
  })

  test('prefilled for a logged-in user; success shows the spec message and resets the form', async () => {
    signIn(makeUser({ username: 'camila', email: 'camila@example.co' }))
    const pending = deferred<Response>()
    const fetch = mockApi({ 'POST /api/contact': () => pending.promise })
    renderApp('/contacto')
    const user = userEvent.setup()
    expect(await screen.findByLabelText('Nombre')).toHaveValue('camila')
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('camila@example.co')

    await fill(user, { Mensaje: '¿Tienen la mochila en azul?' })
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }))
    expect(await screen.findByRole('button', { name: 'Enviando...' })).toBeDisabled()
    pending.resolve(json({ message: 'Recibido' }, 201))

    expect(
      await screen.findByText('¡Mensaje enviado! Nos pondremos en contacto contigo pronto.'),
    ).toBeInTheDocument()
    await waitFor(() => expect(screen.getByLabelText('Mensaje')).toHaveValue(''))
    expect(screen.getByLabelText('Nombre')).toHaveValue('camila')
    const call = fetch.mock.calls.find(([url]) => String(url).includes('/contact'))!
    expect(JSON.parse(String(call[1]!.body))).toEqual({
      sender_name: 'camila',
      sender_email: 'camila@example.co',
      message: '¿Tienen la mochila en azul?',
    })
  })

  // docs/product/consumer-rights.md#pqr: the 'Tipo' select files a petición, queja or reclamo.
  test("a reclamo is sent with its kind and the server's radicado and due date are shown", async () => {
    const bodies: unknown[] = []
    mockApi({
      'POST /api/contact': (request) => {
        bodies.push(request.body)
        return json(
          {
            message:
              'Radicamos tu reclamo con el número PQR-2026-000123. Te responderemos a más tardar el 21 de diciembre de 2026.',
            radicado: 'PQR-2026-000123',
            due_date: '2026-12-21',
          },
          201,
        )
      },
    })
    renderApp('/contacto')
    const user = userEvent.setup()
    const kind = await screen.findByLabelText('Tipo')
    expect([...kind.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Consulta',
      'Petición',
      'Queja',
      'Reclamo',
    ])
    expect(kind).toHaveValue('consulta')
    await fill(user, { Nombre: 'Ana', 'Correo electrónico': 'ana@correo.co', Mensaje: 'No llegó mi pedido.' })
    await user.selectOptions(kind, 'Reclamo')
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }))
    expect(await screen.findByText(/PQR-2026-000123/)).toBeInTheDocument()
    expect(bodies[0]).toMatchObject({ kind: 'reclamo', message: 'No llegó mi pedido.' })
  })

  test('a link from the assistant prefills the subject and the message (docs/product/assistant.md#complaints)', async () => {
    mockApi()
    renderApp('/contacto?asunto=Producto%20da%C3%B1ado&mensaje=La%20chaqueta%20lleg%C3%B3%20rota')
    expect(await screen.findByLabelText('Asunto (opcional)')).toHaveValue('Producto dañado')
    expect(screen.getByLabelText('Mensaje')).toHaveValue('La chaqueta llegó rota')
    expect(screen.getByLabelText('Nombre')).toHaveValue('')
  })

  test('a failure shows the server message, else the fallback', async () => {
    let answer = json({ message: 'Demasiados mensajes. Intenta más tarde.', code: 'RATE_LIMITED' }, 429)
    mockApi({ 'POST /api/contact': () => answer })
    renderApp('/contacto')
    const user = userEvent.setup()
    await screen.findByLabelText('Nombre')
    await fill(user, {
      Nombre: 'Ana',
      'Correo electrónico': 'ana@correo.co',
      'Asunto (opcional)': 'Pedido',
      Mensaje: 'Hola',
    })
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Demasiados mensajes. Intenta más tarde.')

    answer = new Response('', { status: 500 })
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }))
    expect(await screen.findByText('Hubo un error al enviar el mensaje.')).toBeInTheDocument()
  })

  test('cards from the contact settings; no map while a coordinate is zero', async () => {
    mockApi({
      'GET /api/settings': () =>
        json([
          { setting_key: 'contact_email', setting_value: 'hola@tienda.co' },
          { setting_key: 'contact_phone', setting_value: '+57 604 444 1234' },
          { setting_key: 'contact_address', setting_value: 'Calle 10 # 43D-25, Medellín' },
          { setting_key: 'location_latitude', setting_value: '6.2087' },
          { setting_key: 'location_longitude', setting_value: '0' },
        ]),
    })
    renderApp('/contacto')
    expect(await screen.findByRole('link', { name: 'hola@tienda.co' })).toHaveAttribute(
      'href',
      'mailto:hola@tienda.co',
    )
    expect(screen.getByRole('link', { name: '+57 604 444 1234' })).toHaveAttribute(
      'href',
      'tel:+576044441234',
    )
    expect(screen.getByText('Calle 10 # 43D-25, Medellín')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Mapa de la tienda' })).not.toBeInTheDocument()
  })
})
