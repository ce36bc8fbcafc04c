// Every page of docs/product/platform.md#routes, written once for the web router, the server's e-mails,
// sitemap, robots.txt and CSP, and the assistant's links. Build a link to a page with parameters with
// pathTo, e.g. pathTo(paths.product, { id: 12 }).
export const paths = {
  home: '/',
  shop: '/tienda',
  product: '/producto/:id',
  cart: '/carrito',
  faqs: '/faqs',
  about: '/sobre-nosotros',
  policies: '/politicas',
  contact: '/contacto',
  checkout: '/checkout',
  orderConfirmed: '/pedido-confirmado/:orderId',
  landing: '/lp/:slug',
  login: '/login',
  register: '/register',
  forgotPassword: '/recuperar-contrasena',
  resetPassword: '/resetear-contrasena/:token',
  // The reset link without its token still lands on the page, which then explains what is missing.
  resetPasswordWithoutToken: '/resetear-contrasena',
  account: {
    root: '/cuenta',
    profile: '/cuenta/perfil',
    orders: '/cuenta/pedidos',
    addresses: '/cuenta/direcciones',
    wishlist: '/cuenta/lista-de-deseos',
    privacy: '/cuenta/privacidad',
  },
  admin: {
    root: '/admin',
    products: '/admin/productos',
    productNew: '/admin/productos/nuevo',
    productEdit: '/admin/productos/editar/:id',
    discounts: '/admin/descuentos',
    futureProducts: '/admin/productos-futuros',
    futureProductNew: '/admin/productos-futuros/nuevo',
    futureProductEdit: '/admin/productos-futuros/editar/:id',
    categories: '/admin/categorias',
    categoryNew: '/admin/categorias/nueva',
    categoryEdit: '/admin/categorias/editar/:id',
    searchSynonyms: '/admin/sinonimos',
    orders: '/admin/pedidos',
    orderDetail: '/admin/pedidos/:id',
    returns: '/admin/devoluciones',
    pos: '/admin/pos',
    users: '/admin/usuarios',
    shipping: '/admin/envio',
    policies: '/admin/politicas',
    faqs: '/admin/faqs',
    about: '/admin/editar-sobre-nosotros',
    messages: '/admin/mensajes',
    settings: '/admin/configuracion',
    fiscalProfile: '/admin/perfil-fiscal',
    fiscalDocuments: '/admin/documentos-electronicos',
    ivaReport: '/admin/informes/iva',
    paymentProviders: '/admin/medios-de-pago',
    mailSettings: '/admin/correo',
    jobs: '/admin/trabajos',
    dataRequests: '/admin/solicitudes-de-datos',
    paymentReversals: '/admin/reversiones-de-pago',
  },
} as const

/**
 * docs/product/platform.md#privacy: the private pages — no ads, no analytics, no indexing. Each entry
 * covers the page and everything below it.
 */
export const PRIVATE_PATHS = [
  paths.checkout,
  '/pedido-confirmado',
  paths.account.root,
  paths.admin.root,
  paths.resetPasswordWithoutToken,
  paths.forgotPassword,
  paths.login,
  paths.register,
] as const

/** Whether a path (query string and fragment allowed) is, or lies below, a private page. */
export function isPrivatePath(url: string): boolean {
  const pathname = url.replace(/[?#].*$/, '')
  return PRIVATE_PATHS.some((page) => pathname === page || pathname.startsWith(`${page}/`))
}

type PathTree = string | { readonly [key: string]: PathTree }
const patternsOf = (tree: PathTree): string[] =>
  typeof tree === 'string' ? [tree] : Object.values(tree).flatMap(patternsOf)

// Each page as a regular expression: a ':name' is one non-empty segment; one trailing slash is allowed.
const PAGE_PATTERNS = patternsOf(paths).map(
  (pattern) => new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+').replace(/\/$/, '')}/?$`),
)

/**
 * Whether a path (query string and fragment allowed) is one of the app's pages, so the server answers
 * any other address with a 404 status and the app's 'Página no encontrada' (docs/product/platform.md#seo).
 */
export function isKnownPage(url: string): boolean {
  const pathname = url.replace(/[?#].*$/, '')
  return PAGE_PATTERNS.some((page) => page.test(pathname))
}

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

/** A page's address with its parameters filled in (each one URL-encoded). */
export function pathTo<P extends string>(pattern: P, params: Record<ParamNames<P>, string | number>): string {
  const values = params as Record<string, string | number>
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(values[name])))
}
