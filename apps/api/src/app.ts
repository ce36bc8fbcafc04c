import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import compress from '@fastify/compress'
import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from './config'
import type { Database, Db } from './db/client'
import { createChangeBus, type ChangeBus } from './lib/change-bus'
import { loggerOptions } from './lib/log-redaction'
import { createRedisLink, type RedisLink } from './lib/redis-link'
import { systemResolver, type HostResolver } from './lib/public-host'
import { createMailer, type Mailer } from './lib/mailer'
import { cachedUntilChange } from './lib/cached-read'
import { PROVIDER_SETTINGS_TOPIC } from './lib/change-topics'
import { createSecretBox, type SecretBox } from './lib/secret-box'
import {
  readStoredSettings,
  resealStoredSettings,
  type StoredProvider,
  type StoredSettings,
} from './modules/payments/provider-settings.service'
import { effectiveMail } from './modules/settings/mail-settings'
import { createStorage } from './lib/storage/create-storage'
import type { FileStorage } from './lib/storage/file-storage'
import { addressesRoutes } from './modules/addresses/addresses.routes'
import { locationsRoutes } from './modules/locations/locations.routes'
import { visitsRoutes } from './modules/analytics/visits.routes'
import { assistantRoutes } from './modules/assistant/assistant.routes'
import { writingRoutes } from './modules/assistant/writing.routes'
import { authRoutes } from './modules/auth/auth.routes'
import { cachedHitsFront, responseCachePlugin, type CachedHitsFront } from './plugins/response-cache'
import { productImagesRoutes } from './modules/catalog/product-images.routes'
import { productVariantsRoutes } from './modules/catalog/product-variants.routes'
import { productsAdminRoutes } from './modules/catalog/products-admin.routes'
import { productsRoutes } from './modules/catalog/products.routes'
import { searchSynonymsRoutes } from './modules/catalog/search-synonyms.routes'
import { categoriesRoutes } from './modules/categories/categories.routes'
import { categoryImagesRoutes } from './modules/categories/category-images.routes'
import { contactRoutes } from './modules/contact/contact.routes'
import { messagesRoutes } from './modules/contact/messages.routes'
import { aboutRoutes } from './modules/content/about.routes'
import { faqsRoutes } from './modules/content/faqs.routes'
import { policiesRoutes } from './modules/content/policies.routes'
import { dashboardRoutes } from './modules/dashboard/dashboard.routes'
import { ivaReportRoutes } from './modules/reports/iva-report.routes'
import { futureProductImagesRoutes } from './modules/future-products/future-product-images.routes'
import { futureProductsRoutes } from './modules/future-products/future-products.routes'
import { healthRoutes } from './modules/health/health.routes'
import { jobsRoutes } from './modules/jobs/jobs.routes'
import { opsRoutes } from './modules/ops/ops.routes'
import { notificationsRoutes } from './modules/notifications/notifications.routes'
import { adminOrdersRoutes } from './modules/orders/admin-orders.routes'
import { orderEventsPlugin } from './modules/orders/order-events'
import { orderSweepersPlugin } from './modules/orders/order-sweepers'
import { ordersRoutes } from './modules/orders/orders.routes'
import { returnsRoutes } from './modules/returns/returns.routes'
import { paypalPlugin } from './modules/payments/paypal-plugin'
import { paymentMethodsRoutes } from './modules/payments/payment-methods.routes'
import { paymentProvidersRoutes } from './modules/payments/payment-providers.routes'
import { mailSettingsRoutes } from './modules/settings/mail-settings.routes'
import { paymentIssuesRoutes } from './modules/payments/payment-issues.routes'
import { paymentReversalsRoutes } from './modules/payments/payment-reversals.routes'
import { paypalRoutes } from './modules/payments/paypal.routes'
import { wompiPlugin } from './modules/payments/wompi-plugin'
import { wompiRoutes } from './modules/payments/wompi.routes'
import { paymentCancelRoutes } from './modules/payments/payment-cancel.routes'
import { posRoutes } from './modules/pos/pos.routes'
import { fiscalRoutes } from './modules/fiscal/fiscal.routes'
import { fiscalDocumentsRoutes } from './modules/invoicing/fiscal-documents.routes'
import { withSellerFooter } from './modules/fiscal/seller-mail'
import { buyerRoutes } from './modules/profile/buyer.routes'
import { consentsRoutes } from './modules/privacy/consents.routes'
import { dataRightsRoutes } from './modules/privacy/data-rights.routes'
import { profileImagesRoutes } from './modules/profile/profile-images.routes'
import { receiptsRoutes } from './modules/receipts/receipts.routes'
import { reviewsRoutes } from './modules/reviews/reviews.routes'
import { sitemapRoutes } from './modules/seo/sitemap.routes'
import { createSettingsCache, type SettingsCache } from './modules/settings/settings-cache'
import { settingsRoutes } from './modules/settings/settings.routes'
import { shippingRoutes } from './modules/content/shipping.routes'
import { shippingZonesRoutes } from './modules/content/shipping-zones.routes'
import { discountCodesRoutes } from './modules/promotions/discount-codes.routes'
import { discountPreviewRoutes } from './modules/promotions/discount-preview.routes'
import { usersRoutes } from './modules/users/users.routes'
import { wishlistRoutes } from './modules/wishlist/wishlist.routes'
import { authPlugin, type RouteAccess } from './plugins/auth'
import { docsPlugin } from './plugins/docs'
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors'
import { inputGuardPlugin } from './plugins/input-guard'
import { jobsPlugin } from './plugins/jobs'
import { metricsPlugin } from './plugins/metrics'
import { uploadsPlugin } from './plugins/uploads'
import { realtimePlugin } from './plugins/realtime'
import { securityHeaders, securityPlugin } from './plugins/security'
import { spaPlugin } from './modules/seo/spa.plugin'
import type { RouteApp } from './lib/route-app'
import { connectInvoicing, type InvoicingConnection } from './modules/invoicing/invoicing-connection'

/** A registered route and the access it declares (docs/product/auth.md#access). */
export interface RouteEntry {
  method: string
  url: string
  readonly access: RouteAccess
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    db: Db
    databaseKind: Database['kind']
    mailer: Mailer
    /** The electronic-invoicing provider, or why there is none (docs/decisions/040-fiscal-documents.md). */
    invoicing: InvoicingConnection
    /** Seals and opens the secrets saved from the back office (lib/secret-box.ts). */
    secretBox: SecretBox
    /** The provider settings saved from the back office, secrets opened, cached until a save. */
    storedProviders(): Promise<Partial<Record<StoredProvider, StoredSettings>>>
    changes: ChangeBus
    /** The connections to Redis when REDIS_URL is set (lib/redis-link.ts), else null. */
    redis: RedisLink | null
    settings: SettingsCache
    /** Every route as registered, with the access it declares: the access-map test reads it. */
    routeList: readonly RouteEntry[]
    /** The server's fast path for cached catalogue reads; the catalogue routes give it their cache. */
    cachedHits: CachedHitsFront
    /** Uploaded files: DATA_DIR/uploads or the S3 bucket (docs/operations.md#storage). */
    storage: FileStorage
    /** Resolves host names of links staff enter (lib/public-host.ts); the system's DNS by default. */
    hostResolver: HostResolver
  }
}

export interface AppOptions {
  config: Config
  database: Database
  /** false for no logs; a stream to write the JSON lines somewhere else than stdout (tests). */
  logger?: false | { stream: { write(line: string): void } }
  hostResolver?: HostResolver
}

const JSON_BODY_LIMIT = 1024 * 1024
// An instance without Redis hears of another instance's save this late at most.
const PROVIDER_SETTINGS_MAX_AGE_MS = 30_000
const REDIS_START_WAIT_MS = 2000

/** The whole server: its decorations, then the plugins, then every route module (registerRoutes lists them). */
export async function buildApp({ config, database, logger, hostResolver }: AppOptions) {
  const cachedHits = cachedHitsFront(securityHeaders)
  const app = Fastify({
    logger: logger === false ? false : { ...loggerOptions(config.logLevel), ...logger },
    disableRequestLogging: !config.logRequests,
    serverFactory: (handler) => createServer(cachedHits.front(handler)),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  // docs/product/platform.md#api-client: the client labels every request as JSON, so an empty JSON body means
  // "no body".
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, undefined) : parseJson(request, body as string, done),
  )

  const redis = config.redisUrl ? createRedisLink(config.redisUrl, app.log) : null
  const changes = createChangeBus({ redis, channelPrefix: config.redisPrefix })
  // docs/decisions/037-back-office-provider-settings.md: the keys saved in the back office, sealed at rest and
  // read again on any instance after a save.
  const secretBox = createSecretBox(config.secretsKey, config.secretsKeyPrevious)
  const storedProviders = cachedUntilChange(
    changes,
    PROVIDER_SETTINGS_TOPIC,
    async () => {
      await resealStoredSettings(database.db, secretBox)
      return readStoredSettings(database.db, secretBox)
    },
    { maxAgeMs: PROVIDER_SETTINGS_MAX_AGE_MS },
  )
  const mailer = createMailer({
    target: async () => effectiveMail(config, (await storedProviders()).smtp).target,
    outboxDir: config.outboxDir,
    log: app.log,
  })
  app.decorate('secretBox', secretBox)
  app.decorate('storedProviders', storedProviders)
  app.decorate('config', config)
  app.decorate('db', database.db)
  app.decorate('databaseKind', database.kind)
  const settings = createSettingsCache(database.db, changes)
  app.decorate('mailer', withSellerFooter(mailer, settings, config.publicUrl))
  const invoicing = connectInvoicing(config)
  app.decorate('invoicing', { getter: () => invoicing })
  app.decorate('storage', createStorage(config))
  app.decorate('changes', changes)
  app.decorate('redis', redis)
  app.decorate('cachedHits', cachedHits)
  app.decorate('hostResolver', hostResolver ?? systemResolver)
  app.decorate('settings', settings)
  const routeList: RouteEntry[] = []
  app.decorate('routeList', routeList)
  app.addHook('onRoute', (route) => {
    // docs/decisions/002-access-declared-on-every-route.md: the access is read when asked, because a later
    // hook may still declare it (the documentation's routes). A route outside /api that declares nothing
    // is public, as the guard treats it.
    for (const method of [route.method].flat())
      routeList.push({
        method,
        url: route.url,
        get access() {
          return route.config?.access ?? 'public'
        },
      })
  })
  // An instance that starts beside a working Redis uses it from its first request; one that starts while
  // Redis is away does not wait for it (docs/operations.md#redis-outage).
  if (redis) app.addHook('onReady', () => redis.settled(REDIS_START_WAIT_MS))
  app.addHook('onClose', async () => {
    mailer.close()
    await changes.close()
    await redis?.close()
  })

  await registerPlugins(app)
  await registerRoutes(app)
  await app.register(uploadsPlugin)
  await app.register(spaPlugin)
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>

/** Cross-cutting plugins, in the order they must wrap the routes. */
async function registerPlugins(app: RouteApp) {
  await app.register(errorsPlugin)
  await app.register(inputGuardPlugin)
  await app.register(docsPlugin)
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] })
  await app.register(securityPlugin)
  await app.register(authPlugin)
  await app.register(responseCachePlugin)
  await app.register(orderEventsPlugin)
  await app.register(metricsPlugin)
  await app.register(jobsPlugin)
  await app.register(paypalPlugin)
  await app.register(wompiPlugin)
  await app.register(orderSweepersPlugin)
  await app.register(realtimePlugin)
}

/** Every route module: the API's table of contents. */
async function registerRoutes(app: RouteApp) {
  await app.register(healthRoutes)
  await app.register(opsRoutes)
  await app.register(settingsRoutes)
  await app.register(authRoutes)
  await app.register(productsRoutes)
  await app.register(searchSynonymsRoutes)
  await app.register(productsAdminRoutes)
  await app.register(productImagesRoutes)
  await app.register(productVariantsRoutes)
  await app.register(reviewsRoutes)
  await app.register(categoriesRoutes)
  await app.register(categoryImagesRoutes)
  await app.register(futureProductsRoutes)
  await app.register(futureProductImagesRoutes)
  await app.register(shippingRoutes)
  await app.register(shippingZonesRoutes)
  await app.register(discountCodesRoutes)
  await app.register(discountPreviewRoutes)
  await app.register(wishlistRoutes)
  await app.register(notificationsRoutes)
  await app.register(faqsRoutes)
  await app.register(policiesRoutes)
  await app.register(aboutRoutes)
  await app.register(contactRoutes)
  await app.register(messagesRoutes)
  await app.register(visitsRoutes)
  await app.register(sitemapRoutes)
  await app.register(addressesRoutes)
  await app.register(locationsRoutes)
  await app.register(ordersRoutes)
  await app.register(adminOrdersRoutes)
  await app.register(returnsRoutes)
  await app.register(receiptsRoutes)
  await app.register(paypalRoutes)
  await app.register(wompiRoutes)
  await app.register(paymentCancelRoutes)
  await app.register(paymentIssuesRoutes)
  await app.register(paymentReversalsRoutes)
  await app.register(paymentMethodsRoutes)
  await app.register(paymentProvidersRoutes)
  await app.register(mailSettingsRoutes)
  await app.register(profileImagesRoutes)
  await app.register(buyerRoutes)
  await app.register(fiscalRoutes)
  await app.register(fiscalDocumentsRoutes)
  await app.register(consentsRoutes)
  await app.register(dataRightsRoutes)
  await app.register(assistantRoutes)
  await app.register(writingRoutes)
  await app.register(dashboardRoutes)
  await app.register(ivaReportRoutes)
  await app.register(posRoutes)
  await app.register(usersRoutes)
  await app.register(jobsRoutes)
}
