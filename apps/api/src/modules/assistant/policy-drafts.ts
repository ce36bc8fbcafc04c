import { formatCOP } from '@vitrina/core/format'
import { foldKeep } from './chat-language'
import { paymentFacts, shippingFacts } from './store-knowledge'
import { contactLine, sentences, type WritingFacts } from './writing-facts'

// Built-in drafts of store policies (HTML, the tags the policy sanitizer allows), structured after the
// Colombian rules a shop must follow: Estatuto del Consumidor (Ley 1480 de 2011: garantía legal,
// derecho de retracto in art. 47, reversión del pago in art. 51), Ley 1581 de 2012 and Decreto 1377 de
// 2013 (datos personales) and Ley 527 de 1999 (comercio electrónico). A draft for staff to review.

type PolicyKind = 'returns' | 'warranty' | 'privacy' | 'shipping' | 'payments' | 'terms' | 'other'

const KINDS: readonly [PolicyKind, RegExp][] = [
  ['returns', /devol|cambio|retract|reembols/],
  ['warranty', /garant/],
  ['privacy', /privacidad|datos|habeas|tratamiento|cookies/],
  ['shipping', /envio|despacho|entrega|domicilio/],
  ['payments', /pago|factura/],
  ['terms', /termino|condicion|uso del sitio|legal/],
]

export function policyKind(title: string): PolicyKind {
  const folded = foldKeep(title)
  return KINDS.find(([, pattern]) => pattern.test(folded))?.[0] ?? 'other'
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const p = (text: string) => `<p>${text}</p>`
const h = (text: string) => `<h3>${text}</h3>`
const list = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`

function sections(kind: PolicyKind, store: string, facts: WritingFacts): string[] {
  const { settings } = facts.knowledge
  switch (kind) {
    case 'returns':
      return [
        p(
          `En <strong>${store}</strong> queremos que compres con tranquilidad. Esta política explica cómo cambiar o devolver un producto y cómo ejercer tus derechos como consumidor según el Estatuto del Consumidor (<strong>Ley 1480 de 2011</strong>).`,
        ),
        h('Cambios y devoluciones'),
        p(
          'Puedes solicitar el cambio o la devolución de un producto sin uso, con sus etiquetas y empaque original, dentro del plazo que indique la tienda desde la entrega. Por higiene, algunos artículos (ropa interior, aretes, cosméticos abiertos) no admiten cambio salvo por defecto.',
        ),
        h('Derecho de retracto'),
        p(
          'Según el artículo 47 de la Ley 1480 de 2011, en las compras a distancia puedes retractarte dentro de los <strong>cinco (5) días hábiles</strong> siguientes a la entrega del producto. Te devolvemos todo lo pagado, sin descuentos ni retenciones, en un plazo máximo de treinta (30) días calendario. El producto debe devolverse en las mismas condiciones en que lo recibiste; los costos de transporte de la devolución corren por tu cuenta.',
        ),
        h('Reversión del pago'),
        p(
          'Si pagaste con tarjeta u otro medio electrónico y fuiste víctima de fraude, la operación no fue solicitada, el producto no se recibió o no corresponde a lo pedido, puedes pedir la reversión del pago (artículo 51 de la Ley 1480 de 2011) dentro de los cinco (5) días hábiles siguientes a que lo notes.',
        ),
      ]
    case 'warranty':
      return [
        p(
          `Todos los productos de <strong>${store}</strong> tienen la <strong>garantía legal</strong> del Estatuto del Consumidor (Ley 1480 de 2011): respondemos por su calidad, idoneidad y seguridad.`,
        ),
        h('Qué cubre'),
        list([
          'Defectos de fabricación o de materiales.',
          'Fallas de funcionamiento en condiciones normales de uso.',
        ]),
        h('Cómo la hacemos efectiva'),
        p(
          'Primero reparamos el producto sin costo; si la falla se repite o no es posible repararlo, lo cambiamos por uno igual o te devolvemos el dinero.',
        ),
        h('Qué no cubre'),
        p('El desgaste normal por uso, el mal uso y los daños por no seguir las instrucciones de cuidado.'),
      ]
    case 'privacy':
      return [
        p(
          `En cumplimiento de la <strong>Ley 1581 de 2012</strong> y del Decreto 1377 de 2013, <strong>${store}</strong>, como responsable del tratamiento, informa cómo recoge, usa y protege tus datos personales.`,
        ),
        h('Finalidades'),
        list([
          'Gestionar tu cuenta, tus pedidos, pagos, envíos, cambios y garantías.',
          'Responder tus mensajes y solicitudes.',
          'Enviarte información comercial, solo si lo autorizas.',
        ]),
        h('Tus derechos'),
        p(
          'Como titular puedes conocer, actualizar, rectificar y pedir la supresión de tus datos, solicitar prueba de la autorización, revocarla y presentar quejas ante la Superintendencia de Industria y Comercio (SIC).',
        ),
        h('Plazos de respuesta'),
        p(
          'Atendemos consultas en un máximo de diez (10) días hábiles y reclamos en un máximo de quince (15) días hábiles.',
        ),
      ]
    case 'shipping':
      return [
        p(`<strong>${store}</strong> envía tus compras a la dirección que indiques al finalizar el pedido.`),
        h('Costo del envío'),
        p(escape(shippingFacts(settings))),
        h('Seguimiento'),
        p(
          'Cuando tu pedido sale de nuestra bodega te avisamos por correo. Puedes ver el estado de cada pedido en Mi Cuenta, en el historial de pedidos.',
        ),
        h('Derechos del consumidor'),
        p(
          'Si el producto llega dañado o no corresponde a lo pedido, aplican la garantía legal y el derecho de retracto de la Ley 1480 de 2011.',
        ),
      ]
    case 'payments':
      return [
        p(
          `En <strong>${store}</strong> los precios se muestran en pesos colombianos e incluyen el detalle de impuestos y envío antes de pagar.`,
        ),
        h('Medios de pago'),
        p(paymentFacts(facts.knowledge)),
        h('Reversión del pago'),
        p(
          'Según el artículo 51 de la Ley 1480 de 2011 puedes solicitar la reversión de un pago electrónico en caso de fraude, operación no solicitada, producto no recibido o distinto de lo pedido.',
        ),
      ]
    case 'terms':
      return [
        p(
          `Estos términos regulan el uso de la tienda en línea <strong>${store}</strong> y las compras que hagas en ella. Al registrarte o comprar aceptas estas condiciones.`,
        ),
        h('Precios y disponibilidad'),
        p(
          `Los precios están en pesos colombianos (por ejemplo, ${formatCOP(129900)}). Los impuestos y el costo de envío se muestran antes de pagar. Las promociones rigen mientras haya existencias o hasta la fecha indicada.`,
        ),
        h('Pedidos'),
        p(
          'Un pedido queda confirmado cuando recibes el correo de confirmación. Si un producto se agota mientras compras, te avisaremos antes de cobrar.',
        ),
        h('Ley aplicable'),
        p(
          'Estos términos se rigen por las leyes de la República de Colombia, en especial el Estatuto del Consumidor (Ley 1480 de 2011), que incluye el derecho de retracto, y la Ley 527 de 1999 de comercio electrónico.',
        ),
      ]
    case 'other':
      return [
        p(
          `Esta política explica cómo trabaja <strong>${store}</strong> en este tema. Aplica a todas las compras hechas en nuestra tienda en línea, sin perjuicio de los derechos que te da el Estatuto del Consumidor (Ley 1480 de 2011), como la garantía legal y el derecho de retracto.`,
        ),
      ]
  }
}

/** A policy draft for its title: the sections the law asks for, the briefing, and how to reach the store. */
export function policyDraft(title: string, briefing: string | undefined, facts: WritingFacts): string {
  const store = escape(facts.knowledge.storeName)
  const points = sentences(briefing).map(escape)
  const own = points.length ? [h('Condiciones de nuestra tienda'), list(points)] : []
  const email = facts.knowledge.settings.contact_email?.trim()
  const contact = email
    ? `Si tienes preguntas, escríbenos a <a href="mailto:${escape(email)}">${escape(email)}</a> o desde la página de <a href="/contacto">contacto</a>.`
    : `Si tienes preguntas, ${escape(contactLine(facts.knowledge.settings))}.`
  return [...sections(policyKind(title), store, facts), ...own, h('Contacto'), p(contact)].join('\n')
}
