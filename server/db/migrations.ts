import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely'

export type Dialect = 'sqlite' | 'postgres'

/**
 * Numbered migrations, the same for SQLite and PostgreSQL (DESIGN §7). Never edit a released
 * step: add the next one.
 */
export function migrations(dialect: Dialect): Record<string, Migration> {
  const id = dialect === 'postgres' ? 'serial' : 'integer'
  return {
    '001_initial': {
      async up(db: Kysely<any>) {
        await db.schema
          .createTable('venues')
          .addColumn('hash', 'text', (c) => c.primaryKey())
          .addColumn('rid', 'integer', (c) => c.notNull())
          .addColumn('data', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'bigint', (c) => c.notNull())
          .execute()
        await db.schema
          .createTable('orders')
          .addColumn('id', id, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
          .addColumn('venue_hash', 'text', (c) => c.notNull())
          .addColumn('restaurantorderid', 'integer', (c) => c.notNull())
          .addColumn('device_id', 'text', (c) => c.notNull())
          .addColumn('customer_id', 'integer')
          .addColumn('idempotency_key', 'text')
          .addColumn('request_hash', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('payment_method', 'text')
          .addColumn('payment_result', 'integer')
          .addColumn('total_cost', 'integer', (c) => c.notNull())
          .addColumn('shipping_cost', 'integer', (c) => c.notNull())
          .addColumn('coupon_value', 'integer', (c) => c.notNull())
          .addColumn('coupon_code', 'text')
          .addColumn('order_date', 'text')
          .addColumn('body', 'text', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('updated_at', 'bigint', (c) => c.notNull())
          .execute()
        await db.schema.createIndex('orders_idempotency').unique().on('orders').columns(['venue_hash', 'idempotency_key']).execute()
        await db.schema.createIndex('orders_number').unique().on('orders').columns(['venue_hash', 'restaurantorderid']).execute()
        await db.schema.createIndex('orders_device').on('orders').columns(['venue_hash', 'device_id']).execute()
        await db.schema
          .createTable('coupons')
          .addColumn('venue_hash', 'text', (c) => c.notNull())
          .addColumn('code', 'text', (c) => c.notNull())
          .addColumn('type', 'text', (c) => c.notNull())
          .addColumn('value', 'integer', (c) => c.notNull())
          .addColumn('minimum_order', 'integer')
          .addColumn('expires', 'bigint')
          .addColumn('availability', 'integer')
          .addColumn('used_count', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('coupons_pk', ['venue_hash', 'code'])
          .execute()
        await db.schema
          .createTable('table_sessions')
          .addColumn('venue_hash', 'text', (c) => c.notNull())
          .addColumn('table_id', 'integer', (c) => c.notNull())
          .addColumn('covers', 'integer', (c) => c.notNull())
          .addColumn('cover_cost', 'integer', (c) => c.notNull())
          .addColumn('covered_total_paid', 'integer', (c) => c.notNull())
          .addColumn('open', 'integer', (c) => c.notNull())
          .addColumn('opened_at', 'bigint', (c) => c.notNull())
          .addPrimaryKeyConstraint('table_sessions_pk', ['venue_hash', 'table_id'])
          .execute()
        await db.schema
          .createTable('waiter_calls')
          .addColumn('id', id, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
          .addColumn('venue_hash', 'text', (c) => c.notNull())
          .addColumn('client_id', 'text', (c) => c.notNull())
          .addColumn('at', 'bigint', (c) => c.notNull())
          .execute()
        await db.schema
          .createTable('rate_limits')
          .addColumn('bucket', 'text', (c) => c.primaryKey())
          .addColumn('window_start', 'bigint', (c) => c.notNull())
          .addColumn('count', 'integer', (c) => c.notNull())
          .execute()
      },
      async down(db: Kysely<any>) {
        for (const table of ['rate_limits', 'waiter_calls', 'table_sessions', 'coupons', 'orders', 'venues']) await db.schema.dropTable(table).execute()
      },
    },
  }
}

export function migrationProvider(dialect: Dialect): MigrationProvider {
  return { getMigrations: async () => migrations(dialect) }
}

export { sql }
