import type { RouteAccess } from './plugins/auth'

// docs/product/auth.md#access: the single declared permission table of every route the app serves. Each route
// also declares its own `config.access` (docs/decisions/002); access-table.test.ts walks every registered
// route with no token, a customer, an Empleado and an Administrador and checks each answer against this
// table, so a guard that drifts from it, a new route without a row, or a row whose route is gone fails the
// build. One line per route, "METHOD /path" exactly as registered; HEAD routes follow their GET row.
//   public = anyone · authenticated = any signed-in user · staff = Administrador or Empleado · admin = Administrador
//   operator = the OPS_TOKEN of the machines that run the store (metrics, backups), no user at all

export const ACCESS_TABLE: Record<string, RouteAccess> = {
  // Storefront pages, files and documentation
  'GET /': 'public',
  'GET /*': 'public',
  'GET /producto/:id': 'public',
  'GET /lp/:slug': 'public',
  'GET /uploads/*': 'public',
  'GET /sitemap.xml': 'public',
  'GET /robots.txt': 'public',
  'GET /api/docs': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/docs/static/*': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',
  'GET /api/health-check': 'public',
  'GET /api/ready': 'public',
  'GET /metrics': 'operator',
  'POST /api/ops/backup': 'operator',

  // Settings
  'GET /api/settings': 'public',
  'PUT /api/settings': 'admin',

  // Auth
  'POST /api/auth/login': 'public',
  'POST /api/auth/register': 'public',
  'GET /api/auth/me': 'authenticated',
  'GET /api/auth/check-username': 'public',
  'GET /api/auth/check-email': 'public',
  'PUT /api/auth/profile/password': 'authenticated',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password': 'public',

  // Catalogue
  'GET /api/products': 'public',
  'GET /api/products/featured': 'public',
  'GET /api/products/random': 'public',
  'GET /api/products/suggestions': 'public',
  'GET /api/products/slug/:slug': 'public',
  'GET /api/products/:id': 'public',
  'GET /api/products/admin/all': 'staff',
  'POST /api/products': 'staff',
  'PUT /api/products/:id': 'staff',
  'DELETE /api/products/:id': 'staff',
  'PUT /api/products/:id/discount': 'staff',
  'POST /api/products/:id/categories': 'staff',
  'POST /api/products/:id/images': 'staff',
  'POST /api/products/:id/images/url': 'staff',
  'DELETE /api/products/images/:imageId': 'staff',
  'PUT /api/products/images/:imageId/primary': 'staff',
  'POST /api/products/:id/variants': 'staff',
  'POST /api/products/:productId/reviews': 'authenticated',
  'GET /api/categories': 'public',
  'GET /api/categories/:id': 'public',
  'POST /api/categories': 'staff',
  'PUT /api/categories/:id': 'staff',
  'DELETE /api/categories/:id': 'staff',
  'PUT /api/categories/:id/discount': 'staff',
  'GET /api/future-products': 'public',
  'POST /api/future-products': 'staff',
  'PUT /api/future-products/:id': 'staff',
  'DELETE /api/future-products/:id': 'staff',
  'GET /api/shipping': 'public',
  'GET /api/shipping/admin/all': 'staff',
  'POST /api/shipping': 'staff',
  'PUT /api/shipping/:id': 'staff',
  'DELETE /api/shipping/:id': 'staff',
  'GET /api/shipping/zones': 'public',
  'POST /api/shipping/zones': 'staff',
  'PUT /api/shipping/zones/:id': 'staff',
  'DELETE /api/shipping/zones/:id': 'staff',

  // Wishlist and back-in-stock sign-ups
  'GET /api/wishlist': 'authenticated',
  'POST /api/wishlist': 'authenticated',
  'DELETE /api/wishlist/:productId': 'authenticated',
  'POST /api/notifications': 'public',

  // Content and the contact inbox
  'GET /api/faqs': 'public',
  'GET /api/faqs/admin/all': 'staff',
  'POST /api/faqs': 'staff',
  'PUT /api/faqs/:id': 'staff',
  'DELETE /api/faqs/:id': 'staff',
  'GET /api/policies': 'public',
  'GET /api/policies/admin/all': 'staff',
  'POST /api/policies': 'staff',
  'PUT /api/policies/:id': 'staff',
  'DELETE /api/policies/:id': 'staff',
  'GET /api/about': 'public',
  'PUT /api/about': 'staff',
  'POST /api/contact': 'public',
  'GET /api/admin/messages': 'staff',
  'GET /api/admin/messages/:id': 'staff',
  'POST /api/admin/messages/:id/reply': 'staff',
  'PUT /api/admin/messages/:id/status': 'staff',
  'DELETE /api/admin/messages/:id': 'staff',
  'POST /api/analytics/track-visit': 'public',

  // Checkout, orders, payments, receipts and the account area
  'GET /api/addresses': 'authenticated',
  'POST /api/addresses': 'authenticated',
  'PUT /api/addresses/:id/default': 'authenticated',
  'DELETE /api/addresses/:id': 'authenticated',
  'POST /api/orders': 'authenticated',
  'GET /api/orders': 'authenticated',
  'GET /api/orders/:id': 'authenticated',
  'GET /api/admin/orders': 'staff',
  'GET /api/admin/orders/:id': 'staff',
  'PUT /api/admin/orders/:id/status': 'staff',
  'GET /api/receipts/download/:orderId': 'authenticated',
  'GET /api/payments/paypal/config': 'public',
  'POST /api/payments/paypal/create-transaction': 'authenticated',
  'POST /api/payments/paypal/capture-order': 'authenticated',
  'GET /api/profile/images': 'authenticated',
  'POST /api/profile/images': 'authenticated',
  'DELETE /api/profile/images/:id': 'authenticated',
  'PUT /api/profile/images/:id/primary': 'authenticated',

  // Back office: dashboard, point of sale, users
  'GET /api/admin/dashboard': 'staff',
  'GET /api/pos/products': 'staff',
  'GET /api/pos/customers': 'staff',
  'POST /api/pos/sales': 'staff',
  'GET /api/admin/users': 'admin',
  'PUT /api/admin/users/:id/roles': 'admin',
  'PUT /api/admin/users/:id/status': 'admin',

  // Assistant and writing helpers
  'POST /api/ai/chat': 'public',
  'POST /api/ai/generate/faq-answer': 'staff',
  'POST /api/ai/generate/policy-content': 'staff',
  'POST /api/ai/generate/cms-content': 'staff',
  'POST /api/ai/suggest-category-details': 'staff',
  'POST /api/ai/suggest-future-product': 'staff',
  'POST /api/ai/generate/landing-page-content': 'staff',
  'POST /api/ai/draft-message-reply': 'staff',
}
