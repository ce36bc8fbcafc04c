import type { ChatHistoryEntry, ChatReply } from '@vitrina/core/schemas/assistant'
import type { TestContext } from '../build-test-app'
import { insertCategory, insertProduct } from './catalog'
import { createFaq } from '../../modules/content/faqs.service'
import { createPolicy } from '../../modules/content/policies.service'
import { insertVariants } from './orders'
import { createShippingInfo } from '../../modules/content/shipping.service'
import { SETTINGS_TOPIC } from '../../modules/settings/settings-cache'
import { updateSettings } from '../../modules/settings/settings.service'

// Test helpers for the assistant: a small clothing store (jackets, t-shirts, shoes, a policy, FAQs,
// shipping and contact settings) and a chat call through the front door.

export const STORE = {
  name: 'Tienda Prueba',
  email: 'hola@tiendaprueba.co',
  phone: '+57 601 555 0000',
  address: 'Carrera 7 # 12-34, Bogotá',
}

export async function seedShop(ctx: TestContext) {
  const jackets = await insertCategory(ctx, 'Chaquetas y Buzos')
  const tees = await insertCategory(ctx, 'Camisetas')
  const shoes = await insertCategory(ctx, 'Calzado')

  const leather = await insertProduct(ctx, {
    name: 'Chaqueta de Cuero',
    price: 450000,
    description: 'Chaqueta de cuero de res con forro.',
    categoryIds: [jackets.id],
    images: ['chaqueta-cuero.webp'],
  })
  const leatherVariants = await insertVariants(ctx, leather.id, {
    options: [
      { name: 'Talla', values: ['M', 'L'] },
      { name: 'Color', values: ['Negro', 'Café'] },
    ],
    variants: [
      { values: ['M', 'Negro'], stock_quantity: 2 },
      { values: ['L', 'Negro'], stock_quantity: 0 },
      { values: ['M', 'Café'], stock_quantity: 4 },
    ],
  })
  const denim = await insertProduct(ctx, {
    name: 'Chaqueta de Jean',
    price: 180000,
    description: 'Chaqueta de jean clásica.',
    categoryIds: [jackets.id],
  })
  await insertVariants(ctx, denim.id, {
    options: [
      { name: 'Talla', values: ['M', 'L'] },
      { name: 'Color', values: ['Negro', 'Azul'] },
    ],
    variants: [
      { values: ['M', 'Negro'], stock_quantity: 3 },
      { values: ['L', 'Azul'], stock_quantity: 5 },
      { values: ['M', 'Azul'], stock_quantity: 0 },
    ],
  })
  const tee = await insertProduct(ctx, {
    name: 'Camiseta Básica',
    price: 50000,
    descuento: 20,
    discount_price: 40000,
    description: 'Camiseta de algodón, ideal debajo de una chaqueta.',
    categoryIds: [tees.id],
  })
  const teeVariants = await insertVariants(ctx, tee.id, {
    options: [
      { name: 'Talla', values: ['S', 'M'] },
      { name: 'Color', values: ['Blanco', 'Azul Marino'] },
    ],
    variants: [
      { values: ['S', 'Blanco'], stock_quantity: 5 },
      { values: ['M', 'Azul Marino'], stock_quantity: 5 },
    ],
  })
  const boots = await insertProduct(ctx, {
    name: 'Botas de Montaña',
    price: 320000,
    stock_quantity: 0,
    description: 'Botas impermeables para caminar.',
    categoryIds: [shoes.id],
  })

  await createFaq(ctx.app.db, {
    question: '¿Los precios incluyen IVA?',
    answer: 'El IVA del 19 % se muestra aparte en el resumen del pedido.',
  })
  await createFaq(ctx.app.db, {
    question: '¿Cómo sé cuál es mi talla?',
    answer: 'Cada prenda indica su horma. Si dudas, escríbenos con tus medidas.',
  })
  await createPolicy(ctx.app.db, {
    title: 'Cambios y devoluciones',
    content:
      '<h3>Cambios</h3><p>Tienes 30 días para cambiar un producto sin uso.</p><h3>Derecho de retracto</h3><p>Según la Ley 1480 de 2011 puedes retractarte dentro de los cinco (5) días hábiles siguientes a la entrega.</p>',
  })
  await createShippingInfo(ctx.app.db, {
    title: 'Tiempos de entrega',
    content: '<p>En Bogotá entregamos en 1 a 2 días hábiles; en otras ciudades, en 3 a 5 días hábiles.</p>',
  })
  await updateSettings(ctx.app.db, [
    { setting_key: 'store_name', setting_value: STORE.name },
    { setting_key: 'shipping_cost', setting_value: '15000' },
    { setting_key: 'free_shipping_threshold', setting_value: '300000' },
    { setting_key: 'contact_email', setting_value: STORE.email },
    { setting_key: 'contact_phone', setting_value: STORE.phone },
    { setting_key: 'contact_address', setting_value: STORE.address },
  ])
  ctx.app.changes.publish(SETTINGS_TOPIC)
  return { leather, leatherVariants, denim, tee, teeVariants, boots }
}

/** POST /api/ai/chat; `auth` signs the request in as a customer. */
export async function chat(
  ctx: TestContext,
  message: string,
  options: { history?: ChatHistoryEntry[]; auth?: { authorization: string } } = {},
) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/ai/chat',
    headers: options.auth ?? {},
    payload: { message, history: options.history ?? [] },
  })
  return { status: res.statusCode, body: res.json<ChatReply & { code?: string; message?: string }>() }
}
