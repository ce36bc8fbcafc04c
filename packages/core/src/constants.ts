// Business constants, shared by the server and the client; each is documented beside its rule in
// docs/product/.

export const STORE_DEFAULT_NAME = 'Vitrina'
export const STORE_DEFAULT_SLOGAN = 'Tu tienda de confianza'
export const HERO_DEFAULT_SLOGAN = 'Tu estilo, tu historia.'
export const DEFAULT_COUNTRY = 'Colombia'

export const PASSWORD_MIN_LENGTH = 6
export const PASSWORD_MAX_LENGTH = 128
export const USERNAME_MIN_LENGTH = 3
export const USERNAME_MAX_LENGTH = 40

export const COMPARE_MAX_ITEMS = 4
export const CART_DEFAULT_QUANTITY = 1
export const CART_SUGGESTIONS = 4
export const RANDOM_PRODUCTS_DEFAULT_LIMIT = 4
/** Products per shop page (docs/product/catalogue.md#shop-filters); the server preloads the first page. */
export const SHOP_PAGE_SIZE = 24
/** 'Productos Destacados' on the home page (docs/product/catalogue.md#home); the server preloads them. */
export const FEATURED_PRODUCTS_LIMIT = 8

export const SEARCH_DEBOUNCE_MS = 300
export const AVAILABILITY_DEBOUNCE_MS = 500

export const META_DESCRIPTION_PRODUCT_MAX = 155
export const META_DESCRIPTION_POLICIES_MAX = 160
export const META_DESCRIPTION_FAQ_QUESTIONS = 3
export const COMPARE_DESCRIPTION_MAX = 150

export const ORDER_NUMBER_LENGTH = 6
export const FILTERS_OPEN_MIN_WIDTH = 768

export const SETTINGS_STALE_MS = 10 * 60 * 1000
export const HEALTH_CHECK_INTERVAL_MS = 14 * 60 * 1000
export const LIST_STALE_MS = 300_000

export const FAVICON_BLINK_TOGGLES = 4
export const FAVICON_BLINK_INTERVAL_MS = 300

export const TOAST_DURATION = { success: 2000, error: 4000, blank: 4000, loading: Infinity } as const
export const TOAST_LIMIT = 20

// Password reset links expire after one hour (docs/product/auth.md#password-recovery).
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000

// docs/product/realtime.md#reconnect: from 1 s growing to 5 s, randomization 0.5, unlimited attempts, 20 s
// timeout.
export const REALTIME_RECONNECT = {
  reconnection: true,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  reconnectionAttempts: Infinity,
  timeout: 20_000,
} as const

/** docs/product/realtime.md#live-notifications: the events staff receive (no payload is read). */
export const REALTIME_EVENTS = {
  newOrder: 'new-order',
  newMessage: 'new-message',
  // docs/product/returns.md#staff and docs/product/payment-alerts.md
  newReturn: 'new-return',
  paymentIssue: 'payment-issue',
} as const

/**
 * The id of the <script type="application/json"> in which a server-rendered page carries the data it was drawn
 * with, so the browser hydrates without asking for it again (docs/decisions/026-react-in-the-browser.md).
 */
export const SERVER_STATE_ID = 'vitrina-state'
