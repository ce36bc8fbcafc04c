// Content pages of the demo store: FAQs, shipping entries, About sections and upcoming products.
// Policies live in policies-data.ts. HTML uses only tags the content sanitizer allows.

import { RETURN_WINDOW_DEFAULT, returnPromise } from '@vitrina/core/returns'
import type { ArtSpec } from './product-art'

export const FAQS: readonly { question: string; answer: string }[] = [
  {
    question: '¿Cuánto cuesta el envío y cuándo es gratis?',
    answer:
      'Depende de tu ciudad: $8.000 en el Valle de Aburrá (gratis desde $150.000), $10.000 en Bogotá, $12.000 en las capitales principales, $15.000 en el resto del país y $35.000 en Amazonas, San Andrés y la Orinoquía. En el resto de zonas el envío es gratis desde $250.000 de subtotal con descuentos. El checkout te muestra el costo exacto al elegir tu dirección.',
  },
  {
    question: '¿Cuánto tarda en llegar mi pedido?',
    answer:
      'En el Valle de Aburrá entregamos en 1 a 2 días hábiles; en Bogotá, en 2 a 3; en las demás capitales principales, en 2 a 4; en el resto del país, en 4 a 7, y en Amazonas, San Andrés y la Orinoquía, en 6 a 12 días hábiles.',
  },
  {
    question: '¿Qué medios de pago aceptan?',
    answer:
      'Puedes elegir pago contra entrega y pagar en efectivo cuando recibas tu pedido (hasta $1.500.000). Cuando la tienda activa los pagos en línea, al finalizar la compra verás también tarjeta, PSE o Nequi con Wompi, o PayPal: allí aparecen solo los medios de pago disponibles.',
  },
  {
    question: '¿Los precios incluyen IVA?',
    answer:
      'Sí. El precio que ves es el que pagas: ya incluye el IVA del 19 %. El resumen de tu pedido muestra aparte cuánto IVA contiene, sin sumarlo; al total solo se agrega el envío.',
  },
  {
    question: '¿Cómo sé cuál es mi talla?',
    answer:
      'Cada prenda indica en su descripción si la horma es ajustada, regular u holgada. Si dudas entre dos tallas, escríbenos desde la página de contacto con tu estatura y tus medidas y te asesoramos.',
  },
  {
    question: '¿Puedo cambiar o devolver un producto?',
    answer:
      // docs/product/returns.md#window: the same promise as the product page, from the same function.
      `Sí. ${returnPromise(RETURN_WINDOW_DEFAULT)} Pídela desde Mis pedidos en tu cuenta; el producto debe estar sin uso y con etiquetas. Además tienes 5 días hábiles para ejercer el derecho de retracto en compras en línea. Consulta los detalles en nuestras políticas.`,
  },
  {
    question: '¿Cómo hago seguimiento a mi pedido?',
    answer:
      'En Mi Cuenta, en el historial de pedidos, verás el estado de cada compra: Pendiente, Pagado, En preparación, Enviado o Entregado. Además te avisamos por correo cada vez que cambia.',
  },
  {
    question: '¿Qué hago si el producto que quiero está agotado?',
    answer:
      'Pulsa «Agotado - Notificarme» y deja tu correo. Te escribiremos una sola vez, apenas vuelva a estar disponible.',
  },
  {
    question: '¿Necesito una cuenta para comprar?',
    answer:
      'Sí. Crear tu cuenta toma menos de un minuto y te permite guardar direcciones, seguir tus pedidos, descargar tus recibos y armar tu lista de deseos.',
  },
  {
    question: '¿Las artesanías son originales?',
    answer:
      'Sí. Compramos directamente a comunidades y talleres artesanos de La Guajira, Córdoba, Boyacá, Bolívar, Nariño y Mompox, con precios justos. Al ser piezas hechas a mano, cada una puede tener pequeñas variaciones de color y tamaño.',
  },
  {
    question: '¿Hacen envíos fuera de Colombia?',
    answer:
      'Sí, enviamos a más de diez países. Escríbenos desde la página de contacto con tu dirección y te cotizamos el envío antes de que pagues.',
  },
]

export const SHIPPING_ENTRIES: readonly { title: string; content: string }[] = [
  {
    title: 'Costos y tiempos de entrega',
    content: `<p>Enviamos a todo el territorio colombiano. El costo depende de la zona de tu dirección y el checkout te lo muestra al elegirla:</p>
<ul>
<li><strong>Valle de Aburrá</strong> (Medellín, Bello, Itagüí, Envigado, Sabaneta, La Estrella, Caldas y Copacabana): $8.000, gratis desde $150.000; 1 a 2 días hábiles.</li>
<li><strong>Bogotá D.C.:</strong> $10.000; 2 a 3 días hábiles.</li>
<li><strong>Capitales principales</strong> (Cali, Barranquilla, Cartagena, Bucaramanga, Pereira, Manizales, Pasto y otras): $12.000; 2 a 4 días hábiles.</li>
<li><strong>Resto del país:</strong> $15.000; 4 a 7 días hábiles.</li>
<li><strong>Amazonía, Orinoquía y San Andrés:</strong> $35.000, gratis desde $600.000; 6 a 12 días hábiles.</li>
</ul>
<p>Salvo en las zonas con su propio monto, el envío es <strong>gratis en compras desde $250.000</strong> (subtotal con descuentos).</p>
<p>Los pedidos confirmados antes de las 2:00 p. m. de un día hábil salen de nuestra bodega el mismo día.</p>`,
  },
  {
    title: 'Transportadoras y seguimiento',
    content: `<p>Trabajamos con transportadoras nacionales de confianza. Cuando tu pedido pasa a <strong>Enviado</strong>, te enviamos por correo el número de guía para que lo sigas en línea.</p>
<p>Si no estás en casa, la transportadora intentará la entrega una segunda vez o te dejará un aviso para recogerlo en la oficina más cercana.</p>
<p>Todos los envíos viajan asegurados: si un paquete se pierde o llega dañado, te enviamos uno nuevo o te devolvemos el dinero.</p>`,
  },
  {
    title: 'Pago contra entrega y zonas especiales',
    content: `<p>El <strong>pago contra entrega</strong> está disponible en toda Colombia para pedidos de hasta $1.500.000. Paga en efectivo al recibir.</p>
<p>San Andrés, Providencia, Amazonas y algunas zonas rurales pueden tener tiempos de entrega mayores. Si tu dirección está en una de ellas, te contactaremos para confirmar la fecha.</p>
<p>¿Dudas con tu envío? Escríbenos desde la página de <a href="/contacto">contacto</a>.</p>`,
  },
]

/**
 * Sections of the About page (docs/product/content.md#about-page). Plain text; a blank line separates
 * paragraphs.
 */
export const ABOUT_SECTIONS: readonly { section_key: string; title: string; content: string }[] = [
  {
    section_key: 'hero',
    title: 'Hecho en Colombia, pensado para ti',
    content:
      'Ropa, calzado y artesanías de talleres colombianos, elegidos uno por uno y entregados en la puerta de tu casa.',
  },
  {
    section_key: 'history',
    title: 'Nuestra historia',
    content:
      'Vitrina nació en 2016 en un pequeño local de El Poblado, en Medellín, cuando dos amigas decidieron reunir en un mismo lugar las prendas de los talleres de confección del Valle de Aburrá y las artesanías que traían de sus viajes por el país.\n\nHoy trabajamos con más de 40 talleres y comunidades artesanas, desde las tejedoras wayuu de La Guajira hasta los orfebres de Mompox, y llevamos sus productos a clientes de todo Colombia.',
  },
  {
    section_key: 'mission',
    title: 'Nuestra misión',
    content:
      'Ofrecer productos colombianos de calidad a precios justos, con una experiencia de compra sencilla y confiable, y generar ingresos dignos para los talleres y artesanos que los hacen posibles.',
  },
  {
    section_key: 'vision',
    title: 'Nuestra visión',
    content:
      'Ser en 2030 la tienda en línea de referencia para quienes buscan moda y artesanía colombiana, reconocida por su servicio, su compromiso con el comercio justo y su cuidado del medio ambiente.',
  },
]

/** Upcoming products, each with the illustration the seed draws for it (product-art.ts). */
export const FUTURE_PRODUCTS: readonly {
  name: string
  category: string
  description: string
  expected_release_date: string
  art: ArtSpec
}[] = [
  {
    name: 'Colección Cápsula Feria de las Flores',
    category: 'Vestidos y Faldas',
    description:
      'Vestidos y blusas con estampados inspirados en las silletas de Santa Elena, en edición limitada.',
    expected_release_date: '2027-07-15',
    art: { kind: 'strap-dress', color: '#E8A1B0', pattern: 'floral' },
  },
  {
    name: 'Tenis Urbanos Edición Café',
    category: 'Calzado',
    description:
      'Nuestros tenis más vendidos, ahora en cuero color café y con plantilla hecha con cascarilla de café reciclada.',
    expected_release_date: '2027-03-01',
    art: { kind: 'sneakers', color: '#6B4226' },
  },
  {
    name: 'Mochila Wayuu Gran Formato',
    category: 'Bolsos y Mochilas',
    description:
      'Una mochila más amplia para el día a día, tejida por la misma comunidad de Uribia con nuevos diseños de kanaas.',
    expected_release_date: '2027-05-20',
    art: { kind: 'wayuu', color: '#C4643E' },
  },
  {
    name: 'Chaqueta Páramo Pro',
    category: 'Chaquetas y Buzos',
    description:
      'Chaqueta técnica de tres capas para montaña, probada en el Parque Nacional Natural Los Nevados.',
    expected_release_date: '2027-09-01',
    art: { kind: 'puffer', color: '#1E4D3A' },
  },
  {
    name: 'Café Geisha del Huila Edición Limitada',
    category: 'Café y Despensa',
    description: 'Un microlote de variedad geisha con notas florales y de jazmín, cosechado a 1.900 metros.',
    expected_release_date: '2027-02-10',
    art: { kind: 'coffee', color: '#2B3F63', label: 'GEISHA|HUILA · 250 g' },
  },
]
