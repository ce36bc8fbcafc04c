import { foldKeep } from './chat-language'

// docs/product/assistant.md#chat-privacy: both engines reveal only the caller's own data. A message fishing
// for the assistant's instructions, the store's secrets or other people's orders and data gets a polite
// refusal before any engine (or language model) sees it.

const PROMPT = [
  /\bprompt\b/,
  /\b(system|sistema) (message|prompt|mensaje)\b/,
  /\bmensaje (del|de) sistema\b/,
  /\b(tus|las|sus) (instrucciones|reglas|directrices|indicaciones)( (internas|iniciales|originales|ocultas|del sistema))?\b/,
  /\binstrucciones (internas|iniciales|originales|ocultas|del sistema|previas|anteriores)\b/,
  /\b(ignora|olvida|omite|desobedece)\w* (todo|todas|todos|las|tus|lo)\b/,
  /\b(ignore|forget|disregard) (all|previous|your|the)\b/,
  /\b(modo|mode) (desarrollador|developer|dios|god|dan)\b/,
  /\bjailbreak\b/,
  /\bactua como\b.*\b(sin|ninguna) (restricciones|reglas|limites)\b/,
]

const SECRETS = [
  /\bapi[ _-]?keys?\b/,
  /\b(jwt|secret|secreto|secretos|credenciales|credentials)\b/,
  /\b(clave|claves|contrasena|contrasenas|password)s? (de|del|de la|de los) (api|paypal|smtp|servidor|admin|administrador|administradores|base de datos|otros|otras|los usuarios|los clientes|empleados?)\b/,
  /\b(variables? de entorno|environment|\.env|database_url|smtp_url|ai_api_key|paypal_client_secret)\b/,
  /\b(token|tokens) (de|del) (admin|administrador|otros|otro|usuario)/,
]

const PEOPLE =
  '((otro|otra|otros|otras|los demas|las demas|todos los|todas las|cualquier|algun|alguna|un|una|el|la|los|las) (cliente|clientes|usuario|usuarios|persona|personas|comprador|compradores)|otros|otras|los demas|alguien|otra persona)'
const RELATIVE =
  'mi (amigo|amiga|esposa|esposo|novia|novio|mama|papa|hermano|hermana|vecino|vecina|jefe|jefa|primo|prima|tio|tia|companero|companera|pareja)'
const DATA =
  '(pedido|pedidos|orden|ordenes|compra|compras|datos|direccion|direcciones|correo|correos|telefono|telefonos|cuenta|cuentas|historial|recibo|recibos)'

const OTHERS = [
  new RegExp(
    `\\b${DATA} (de|del|de la|de los|de las) (${PEOPLE}|${RELATIVE}|alguien mas|otra cuenta|otro usuario)\\b`,
  ),
  new RegExp(`\\b${DATA} (de|del) [\\w.+-]+@[\\w-]+\\.[\\w.]+`),
  /\b(lista|listado|base|todos los|todas las) (de )?(clientes|usuarios|correos|compradores|pedidos de la tienda)\b/,
  /\bquien(es)? (compro|compraron|ha comprado|han comprado|pidio|pidieron)\b/,
  /\b(que|cuanto|cuantos) (pidio|compro|compraron|pidieron|gasto|gastaron) (otro|otra|otros|el|la|los|las|un|una|algun) (cliente|clientes|usuario|usuarios|persona|personas|comprador)\b/,
  /\b(ventas|ingresos|facturacion) (totales|de la tienda|del mes|del dia|de hoy)\b/,
  /\b(cuanto|cuantos|cuantas) (vendieron|venden|ventas|pedidos tienen|clientes tienen)\b/,
  /\b(usuarios|cuentas) (admin|administrador|administradores|de empleados)\b/,
]

export type RefusalReason = 'prompt' | 'secrets' | 'others'

/** Why a message must be refused, or null when it may be answered. */
export function refusalReason(message: string): RefusalReason | null {
  const text = foldKeep(message)
    .replace(/[¿?¡!,;:"'«»()]/g, ' ')
    .replace(/\s+/g, ' ')
    // 'regalo de amigo secreto' is a gift exchange, not a secret.
    .replace(/\bamig[oa]s? secret[oa]s?\b/g, 'intercambio')
  if (PROMPT.some((p) => p.test(text))) return 'prompt'
  if (SECRETS.some((p) => p.test(text))) return 'secrets'
  if (OTHERS.some((p) => p.test(text))) return 'others'
  return null
}

export const REFUSALS: Record<RefusalReason, string> = {
  prompt:
    'Lo siento, no puedo compartir mis instrucciones internas ni cambiar la forma en que trabajo. Con gusto te ayudo a buscar productos o con dudas sobre envíos, pagos, cambios y tus pedidos.',
  secrets:
    'Lo siento, no puedo compartir claves, contraseñas ni información privada de la tienda. Si necesitas recuperar el acceso a tu cuenta, puedes hacerlo en /recuperar-contrasena.',
  others:
    'Lo siento, solo puedo darte información de tu propia cuenta y la información pública de la tienda; no puedo consultar pedidos ni datos de otras personas. Si el pedido es tuyo, inicia sesión con tu cuenta y pregúntame de nuevo.',
}
