/**
 * Change-bus topics that a plugin listens to, so plugins need not import the module that publishes them.
 * A visitor sent a contact message (published on every instance): the realtime plugin turns it into the
 * 'new-message' event for staff (docs/product/realtime.md#live-notifications).
 */
export const CONTACT_MESSAGE_TOPIC = 'contact-message'
