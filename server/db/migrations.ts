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
    '002_devices': {
      async up(db: Kysely<any>) {
        // A device's realtime channel secret, trusted on first use (server/routes/broadcastingAuth.ts).
        await db.schema
          .createTable('devices')
          .addColumn('device_id', 'text', (c) => c.primaryKey())
          .addColumn('secret_hash', 'text', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .execute()
      },
      async down(db: Kysely<any>) {
        await db.schema.dropTable('devices').execute()
      },
    },
    '003_payment_sessions': {
      async up(db: Kysely<any>) {
        // The payment simulator's sessions (server/payments/simulator.ts): the provider's side.
        await db.schema
          .createTable('payment_sessions')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('client_secret', 'text')
          .addColumn('provider', 'text', (c) => c.notNull())
          .addColumn('order_ids', 'text', (c) => c.notNull())
          .addColumn('amount', 'integer', (c) => c.notNull())
          .addColumn('currency', 'text', (c) => c.notNull())
          .addColumn('description', 'text', (c) => c.notNull())
          .addColumn('return_url', 'text', (c) => c.notNull())
          .addColumn('query_string', 'text')
          .addColumn('idempotency_key', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('updated_at', 'bigint', (c) => c.notNull())
          .execute()
        await db.schema.createIndex('payment_sessions_key').on('payment_sessions').columns(['idempotency_key', 'status']).execute()
        await db.schema.createIndex('payment_sessions_secret').unique().on('payment_sessions').column('client_secret').execute()
        // Which session paid which order: one row per order, so an order is recorded paid once (server/payments/ledger.ts).
        await db.schema
          .createTable('order_payments')
          .addColumn('order_id', 'integer', (c) => c.primaryKey())
          .addColumn('session_id', 'text', (c) => c.notNull())
          .addColumn('provider', 'text', (c) => c.notNull())
          .addColumn('amount', 'integer', (c) => c.notNull())
          .addColumn('paid_at', 'bigint', (c) => c.notNull())
          .execute()
        await db.schema.createIndex('order_payments_session').on('order_payments').column('session_id').execute()
      },
      async down(db: Kysely<any>) {
        for (const table of ['order_payments', 'payment_sessions']) await db.schema.dropTable(table).execute()
      },
    },
    '004_customers': {
      async up(db: Kysely<any>) {
        // Customers per venue, their tokens (stored hashed), saved addresses, sent mail and the
        // venue's registration form submissions (server/customers/).
        const real = dialect === 'postgres' ? 'double precision' : 'real'
        await db.schema
          .createTable('customers')
          .addColumn('id', id, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
          .addColumn('venue_hash', 'text', (c) => c.notNull())
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('password_hash', 'text')
          .addColumn('name', 'text')
          .addColumn('phone', 'text')
          .addColumn('birthday', 'text')
          .addColumn('preferences', 'text', (c) => c.notNull())
          .addColumn('email_verified', 'integer', (c) => c.notNull())
          .addColumn('social_provider', 'text')
          .addColumn('social_subject', 'text')
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('updated_at', 'bigint', (c) => c.notNull())
          .execute()
        await db.schema.createIndex('customers_email').unique().on('customers').columns(['venue_hash', 'email']).execute()
        await db.schema.createIndex('customers_social').unique().on('customers').columns(['venue_hash', 'social_provider', 'social_subject']).execute()
        await db.schema
          .createTable('customer_tokens')
          .addColumn('token_hash', 'text', (c) => c.primaryKey())
          .addColumn('customer_id', 'integer', (c) => c.notNull())
          .addColumn('venue_hash', 'text', (c) => c.notNull())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'bigint', (c) => c.notNull())
          .addColumn('revoked_at', 'bigint')
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .execute()
        await db.schema.createIndex('customer_tokens_customer').on('customer_tokens').columns(['customer_id', 'kind']).execute()
        await db.schema
          .createTable('customer_addresses')
          .addColumn('id', id, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
          .addColumn('customer_id', 'integer', (c) => c.notNull())
          .addColumn('address', 'text', (c) => c.notNull())
          .addColumn('city', 'text')
          .addColumn('zip', 'text')
          .addColumn('province', 'text')
          .addColumn('notes', 'text')
          .addColumn('lat', real)
          .addColumn('lng', real)
          .addColumn('address_default', 'integer', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('updated_at', 'bigint', (c) => c.notNull())
          .execute()
        await db.schema.createIndex('customer_addresses_customer').on('customer_addresses').column('customer_id').execute()
        await db.schema
          .createTable('mail_outbox')
          .addColumn('id', id, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
          .addColumn('venue_hash', 'text')
          .addColumn('to_email', 'text', (c) => c.notNull())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('subject', 'text', (c) => c.notNull())
          .addColumn('body', 'text', (c) => c.notNull())
          .addColumn('link', 'text')
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .execute()
        await db.schema
          .createTable('contacts')
          .addColumn('id', id, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
          .addColumn('venue_hash', 'text', (c) => c.notNull())
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('data', 'text', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('updated_at', 'bigint', (c) => c.notNull())
          .execute()
        await db.schema.createIndex('contacts_email').unique().on('contacts').columns(['venue_hash', 'email']).execute()
      },
      async down(db: Kysely<any>) {
        for (const table of ['contacts', 'mail_outbox', 'customer_addresses', 'customer_tokens', 'customers']) await db.schema.dropTable(table).execute()
      },
    },
    '005_slots_and_logs': {
      async up(db: Kysely<any>) {
        // The time slot an order asked for, so placesforslots can count what is already taken.
        await db.schema.alterTable('orders').addColumn('time_slot_id', 'integer').execute()
        await db.schema.createIndex('orders_time_slot').on('orders').columns(['venue_hash', 'time_slot_id', 'order_date']).execute()
        await db.schema
          .createTable('client_logs')
          .addColumn('id', id, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
          .addColumn('venue_id', 'text', (c) => c.notNull())
          .addColumn('action', 'text', (c) => c.notNull())
          .addColumn('body', 'text', (c) => c.notNull())
          .addColumn('at', 'bigint', (c) => c.notNull())
          .execute()
      },
      async down(db: Kysely<any>) {
        await db.schema.dropTable('client_logs').execute()
        await db.schema.dropIndex('orders_time_slot').execute()
        await db.schema.alterTable('orders').dropColumn('time_slot_id').execute()
      },
    },
    '006_server_issued_device_secrets': {
      async up(db: Kysely<any>) {
        // Device secrets are now issued by the server at a device's first order: the ones devices
        // made up themselves (trust on first use) are dropped, and the order that registered a
        // device is remembered so that a repeat of it may be given a fresh secret.
        await db.deleteFrom('devices').execute()
        await db.schema.alterTable('devices').addColumn('issued_for_key', 'text').execute()
        await db.schema.alterTable('devices').addColumn('proven_at', 'bigint').execute()
      },
      async down(db: Kysely<any>) {
        await db.schema.alterTable('devices').dropColumn('proven_at').execute()
        await db.schema.alterTable('devices').dropColumn('issued_for_key').execute()
      },
    },
    '007_tabs': {
      async up(db: Kysely<any>) {
        // The table's shared tab (DESIGN §7a): one row per tab, its ordered event stream, its members
        // (by the hash of the secret their phone chose when it joined) and its share payments.
        await db.schema
          .createTable('tabs')
          .addColumn('tab_id', 'text', (c) => c.primaryKey())
          .addColumn('venue_hash', 'text', (c) => c.notNull())
          .addColumn('table_id', 'integer', (c) => c.notNull())
          .addColumn('open', 'integer', (c) => c.notNull())
          .addColumn('last_seq', 'integer', (c) => c.notNull())
          .addColumn('opened_at', 'bigint', (c) => c.notNull())
          .addColumn('last_at', 'bigint', (c) => c.notNull())
          .execute()
        await db.schema.createIndex('tabs_table').on('tabs').columns(['venue_hash', 'table_id', 'open']).execute()
        await db.schema
          .createTable('tab_events')
          .addColumn('tab_id', 'text', (c) => c.notNull())
          .addColumn('seq', 'integer', (c) => c.notNull())
          .addColumn('event_id', 'text', (c) => c.notNull())
          .addColumn('body', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('tab_events_pk', ['tab_id', 'seq'])
          .execute()
        await db.schema.createIndex('tab_events_id').unique().on('tab_events').columns(['tab_id', 'event_id']).execute()
        await db.schema
          .createTable('tab_members')
          .addColumn('tab_id', 'text', (c) => c.notNull())
          .addColumn('guest_id', 'text', (c) => c.notNull())
          .addColumn('secret_hash', 'text', (c) => c.notNull())
          .addColumn('email', 'text')
          .addPrimaryKeyConstraint('tab_members_pk', ['tab_id', 'guest_id'])
          .execute()
        await db.schema
          .createTable('tab_payments')
          .addColumn('tab_id', 'text', (c) => c.notNull())
          .addColumn('payment_id', 'text', (c) => c.notNull())
          .addColumn('session_id', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('tab_payments_pk', ['tab_id', 'payment_id'])
          .execute()
        await db.schema.createIndex('tab_payments_session').unique().on('tab_payments').column('session_id').execute()
      },
      async down(db: Kysely<any>) {
        for (const table of ['tab_payments', 'tab_members', 'tab_events', 'tabs']) await db.schema.dropTable(table).execute()
      },
    },
  }
}

export function migrationProvider(dialect: Dialect): MigrationProvider {
  return { getMigrations: async () => migrations(dialect) }
}

export { sql }
