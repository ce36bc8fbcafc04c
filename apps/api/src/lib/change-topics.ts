// Change-bus topics that modules publish and plugins listen to, here so that plugins need not import modules.

/**
 * A visitor sent a contact message (published on every instance): the realtime plugin turns it into the
 * 'new-message' event for staff (docs/product/realtime.md#live-notifications).
 */
export const CONTACT_MESSAGE_TOPIC = 'contact-message'

/** Topic published by every write that changes what a public catalogue read answers. */
export const CATALOG_TOPIC = 'catalog'
/**
 * Topic of narrower news: its detail lists tags (comma-separated), and only the entries that carry one are
 * dropped. An order that leaves every product available publishes the tags of the products it touched
 * (docs/decisions/007-catalogue-response-cache.md#order-invalidation).
 */
export const CATALOG_TAGS_TOPIC = 'catalog-tags'

/** The tag of every cached answer that shows a product's stock or details. */
export const productTag = (id: number) => `product:${id}`

/** Published when staff save a provider's keys in the back office (Wompi, PayPal, SMTP): clients read again. */
export const PROVIDER_SETTINGS_TOPIC = 'provider-settings'
