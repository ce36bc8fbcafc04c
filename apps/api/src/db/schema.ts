// The whole database schema, one file per domain (drizzle-kit reads this list).
export * from './schema/users'
export * from './schema/catalog'
export * from './schema/content'
export * from './schema/orders'
export * from './schema/shipping'
export * from './schema/search'
export * from './schema/jobs'
export * from './schema/returns'
