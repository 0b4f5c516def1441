import type { SchemaDialect } from './schema-dialect';

/** The tables whose rows make up the public catalogue answers (products, categories, app settings). */
export const catalogTables = ['vendors', 'categories', 'products', 'product_images', 'app_settings', 'tips'] as const;

/**
 * The whole data model of the shop, the payments, and the content and self-service pages, as one
 * statement per entry (SQLite prepares one at a time). Money is in ngwee (1/100 kwacha) as integers
 * so totals recomputed on the server never drift by floating-point rounding. Times are ISO-8601 UTC
 * text on both databases, so they compare and sort as text and answer the same everywhere. Images
 * are stored as paths under the API ('/images/...') and made absolute with PUBLIC_URL when answered.
 */
export function storefrontSchema(d: SchemaDialect): string[] {
  const { id, now, real } = d;
  return [
    `CREATE TABLE users (
  id ${id},
  uuid TEXT NOT NULL UNIQUE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email ${d.textNoCase} NOT NULL UNIQUE,
  dial_code TEXT,
  -- E.164 ('+260971234567'), the form every spelling of a number comes to.
  phone TEXT,
  password_hash TEXT NOT NULL,
  role TEXT NOT NULL DEFAULT 'customer' CHECK (role IN ('customer', 'rider', 'merchant')),
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'deletion_requested')),
  created_at TEXT NOT NULL DEFAULT ${now},
  updated_at TEXT NOT NULL DEFAULT ${now}
)`,
    // Sign-in accepts an e-mail or a phone number, so phones are looked up too.
    `CREATE INDEX users_phone ON users (phone)`,

    // Bearer tokens are stored only as a SHA-256 hash: a leaked database does not hand out sessions.
    `CREATE TABLE sessions (
  id ${id},
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL DEFAULT ${now},
  last_used_at TEXT NOT NULL DEFAULT ${now},
  expires_at TEXT NOT NULL
)`,
    `CREATE INDEX sessions_user ON sessions (user_id)`,

    // Forgot-password codes and the reset tokens a verified code is exchanged for, also hashed.
    `CREATE TABLE one_time_codes (
  id ${id},
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('password_reset', 'password_reset_token', 'otp')),
  code_hash TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  created_at TEXT NOT NULL DEFAULT ${now}
)`,
    `CREATE INDEX one_time_codes_user ON one_time_codes (user_id, purpose)`,

    `CREATE TABLE account_deletion_requests (
  id ${id},
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason TEXT,
  created_at TEXT NOT NULL DEFAULT ${now}
)`,

    // Each kitchen delivers within its own radius.
    `CREATE TABLE vendors (
  id ${id},
  uuid TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  description TEXT,
  image TEXT,
  address TEXT NOT NULL,
  city TEXT NOT NULL,
  phone TEXT,
  latitude ${real} NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude ${real} NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  rating ${real},
  opening_hours TEXT,
  created_at TEXT NOT NULL DEFAULT ${now},
  delivery_radius_km ${real} NOT NULL DEFAULT 25 CHECK (delivery_radius_km > 0)
)`,

    `CREATE TABLE categories (
  id ${id},
  name TEXT NOT NULL UNIQUE,
  sort_order INTEGER NOT NULL DEFAULT 0
)`,

    `CREATE TABLE products (
  id ${id},
  uuid TEXT NOT NULL UNIQUE,
  vendor_id INTEGER NOT NULL REFERENCES vendors (id),
  category_id INTEGER REFERENCES categories (id) ON DELETE SET NULL,
  name TEXT NOT NULL,
  description TEXT,
  price_ngwee INTEGER NOT NULL CHECK (price_ngwee >= 0),
  -- Hours, as the meal page shows it (0.5 = half an hour).
  preparation_time ${real},
  is_available INTEGER NOT NULL DEFAULT 1 CHECK (is_available IN (0, 1)),
  created_at TEXT NOT NULL DEFAULT ${now},
  updated_at TEXT NOT NULL DEFAULT ${now}
)`,
    `CREATE INDEX products_vendor ON products (vendor_id)`,
    `CREATE INDEX products_category ON products (category_id)`,

    `CREATE TABLE product_images (
  id ${id},
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  url TEXT NOT NULL,
  name TEXT,
  sort_order INTEGER NOT NULL DEFAULT 0
)`,
    `CREATE INDEX product_images_product ON product_images (product_id, sort_order)`,

    // Pricing settings are strings in the contract ('20.00'), kept as written.
    `CREATE TABLE app_settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
)`,

    `CREATE TABLE tips (
  id ${id},
  amount_ngwee INTEGER NOT NULL UNIQUE CHECK (amount_ngwee > 0),
  sort_order INTEGER NOT NULL DEFAULT 0
)`,

    `CREATE TABLE addresses (
  id ${id},
  uuid TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  label TEXT,
  address TEXT NOT NULL,
  -- The house, plot or landmark.
  address_line TEXT,
  location TEXT NOT NULL DEFAULT '',
  -- NULL when the place has no known coordinates (0,0 is a real point in the Gulf of Guinea); both or neither.
  latitude ${real} CHECK (latitude IS NULL OR (latitude BETWEEN -90 AND 90)),
  longitude ${real} CHECK (longitude IS NULL OR (longitude BETWEEN -180 AND 180)),
  created_at TEXT NOT NULL DEFAULT ${now},
  CHECK ((latitude IS NULL) = (longitude IS NULL))
)`,
    `CREATE INDEX addresses_user ON addresses (user_id)`,

    `CREATE TABLE orders (
  id ${id},
  uuid TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  vendor_id INTEGER NOT NULL REFERENCES vendors (id),
  order_type TEXT NOT NULL CHECK (order_type IN ('delivery', 'pickup', 'dine-in')),
  status TEXT NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'processing', 'ontheway', 'delivered', 'cancelled')),
  payment_status TEXT NOT NULL DEFAULT 'pending' CHECK (payment_status IN ('pending', 'paid', 'failed')),
  -- The address is copied onto the order: deleting a saved address must not change past orders.
  address_id INTEGER REFERENCES addresses (id) ON DELETE SET NULL,
  delivery_address TEXT,
  delivery_latitude ${real},
  delivery_longitude ${real},
  distance_km ${real},
  instructions TEXT,
  -- The customer's words for the rider, with the saved address's line.
  delivery_instructions TEXT,
  tip_id INTEGER REFERENCES tips (id) ON DELETE SET NULL,
  subtotal_ngwee INTEGER NOT NULL,
  tax_ngwee INTEGER NOT NULL,
  delivery_fee_ngwee INTEGER NOT NULL,
  handling_fee_ngwee INTEGER NOT NULL,
  tip_ngwee INTEGER NOT NULL DEFAULT 0,
  total_ngwee INTEGER NOT NULL,
  rider_name TEXT,
  rider_phone TEXT,
  paid_at TEXT,
  paid_with TEXT CHECK (paid_with IN ('link', 'wallet', 'mobile_money')),
  status_changed_at TEXT NOT NULL DEFAULT ${now},
  created_at TEXT NOT NULL DEFAULT ${now},
  updated_at TEXT NOT NULL DEFAULT ${now}
)`,
    `CREATE INDEX orders_user ON orders (user_id, created_at)`,
    // The status timer looks for paid orders that are still moving.
    `CREATE INDEX orders_progress ON orders (payment_status, status, status_changed_at)`,

    `CREATE TABLE order_products (
  id ${id},
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  product_id INTEGER REFERENCES products (id) ON DELETE SET NULL,
  vendor_id INTEGER REFERENCES vendors (id),
  -- Name and price as they were when ordered.
  name TEXT NOT NULL,
  unit_price_ngwee INTEGER NOT NULL CHECK (unit_price_ngwee >= 0),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  line_total_ngwee INTEGER NOT NULL
)`,
    `CREATE INDEX order_products_order ON order_products (order_id)`,

    // A payment: a link the customer opens, or a mobile money prompt on their phone created under an
    // idempotency key, with its network, provider and the provider's reference.
    `CREATE TABLE payments (
  id ${id},
  uuid TEXT NOT NULL UNIQUE,
  reference TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('order', 'wallet_topup')),
  order_id INTEGER REFERENCES orders (id) ON DELETE CASCADE,
  amount_ngwee INTEGER NOT NULL CHECK (amount_ngwee > 0),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'cancelled', 'failed', 'expired')),
  method TEXT NOT NULL DEFAULT 'link' CHECK (method IN ('link', 'mobile_money')),
  idempotency_key TEXT,
  customer_name TEXT,
  customer_email TEXT,
  phone TEXT,
  network TEXT CHECK (network IN ('MTN', 'AIRTEL', 'ZAMTEL')),
  provider TEXT,
  provider_reference TEXT,
  failure_reason TEXT,
  expires_at TEXT,
  requested_at TEXT,
  checked_at TEXT,
  created_at TEXT NOT NULL DEFAULT ${now},
  completed_at TEXT,
  CHECK ((purpose = 'order') = (order_id IS NOT NULL))
)`,
    `CREATE INDEX payments_user ON payments (user_id)`,
    `CREATE INDEX payments_order ON payments (order_id)`,
    `CREATE UNIQUE INDEX payments_idempotency ON payments (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL`,
    `CREATE INDEX payments_open_mobile ON payments (status, method)`,

    // The wallet balance is the sum of completed transactions (credits positive, debits negative).
    `CREATE TABLE wallet_transactions (
  id ${id},
  uuid TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('topup', 'order_payment', 'refund', 'adjustment')),
  amount_ngwee INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'completed', 'cancelled', 'failed')),
  payment_id INTEGER REFERENCES payments (id) ON DELETE SET NULL,
  order_id INTEGER REFERENCES orders (id) ON DELETE SET NULL,
  description TEXT,
  created_at TEXT NOT NULL DEFAULT ${now}
)`,
    `CREATE INDEX wallet_transactions_user ON wallet_transactions (user_id, status)`,

    // The sandbox gateway's own side of each payment, as a real gateway keeps it.
    `CREATE TABLE sandbox_gateway_payments (
  id ${id},
  reference TEXT NOT NULL UNIQUE,
  prompt_token TEXT NOT NULL UNIQUE,
  provider_reference TEXT NOT NULL UNIQUE,
  amount_ngwee INTEGER NOT NULL CHECK (amount_ngwee > 0),
  phone TEXT NOT NULL,
  network TEXT NOT NULL,
  statement TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'completed', 'failed', 'expired')),
  failure_reason TEXT,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  settled_at TEXT
)`,

    `CREATE TABLE blog_posts (
  id ${id},
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  excerpt TEXT,
  content_html TEXT NOT NULL,
  content_text TEXT NOT NULL,
  image TEXT,
  category TEXT,
  author TEXT,
  -- JSON array of strings.
  tags TEXT NOT NULL DEFAULT '[]' ${d.jsonCheck('tags')},
  read_time INTEGER,
  is_featured INTEGER NOT NULL DEFAULT 0 CHECK (is_featured IN (0, 1)),
  is_published INTEGER NOT NULL DEFAULT 1 CHECK (is_published IN (0, 1)),
  views INTEGER NOT NULL DEFAULT 0,
  published_at TEXT,
  created_at TEXT NOT NULL DEFAULT ${now},
  updated_at TEXT NOT NULL DEFAULT ${now}
)`,
    `CREATE INDEX blog_posts_published ON blog_posts (is_published, published_at)`,

    `CREATE TABLE careers (
  id ${id},
  title TEXT NOT NULL,
  location TEXT NOT NULL,
  type TEXT NOT NULL,
  department TEXT,
  is_featured INTEGER NOT NULL DEFAULT 0 CHECK (is_featured IN (0, 1)),
  is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
  -- Whole kwacha per month; salaries are shown as ZMW.
  salary_min INTEGER,
  salary_max INTEGER,
  application_deadline TEXT,
  description TEXT NOT NULL,
  requirements TEXT,
  -- JSON array of strings.
  benefits TEXT NOT NULL DEFAULT '[]' ${d.jsonCheck('benefits')},
  created_at TEXT NOT NULL DEFAULT ${now}
)`,

    // CMS content: whole pages by content key ('about', 'privacy', ...) and component lists
    // ('feature-cards', 'faqs', ...), each a JSON document in the shape the storefront reads.
    `CREATE TABLE content_blocks (
  kind TEXT NOT NULL CHECK (kind IN ('page', 'component')),
  key TEXT NOT NULL,
  data TEXT NOT NULL ${d.jsonCheck('data')},
  updated_at TEXT NOT NULL DEFAULT ${now},
  PRIMARY KEY (kind, key)
)`,

    // One row: the company's contact details.
    `CREATE TABLE contact_info (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  company_email TEXT NOT NULL,
  company_phone TEXT NOT NULL,
  company_address TEXT NOT NULL,
  -- JSON object: network name -> URL.
  company_social_media TEXT NOT NULL DEFAULT '{}' ${d.jsonCheck('company_social_media')}
)`,

    `CREATE TABLE contact_messages (
  id ${id},
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  subject TEXT NOT NULL,
  message TEXT NOT NULL CHECK (length(message) <= 2000),
  created_at TEXT NOT NULL DEFAULT ${now}
)`,

    `CREATE TABLE support_tickets (
  id ${id},
  uuid TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  order_number TEXT,
  issue_type TEXT NOT NULL CHECK (issue_type IN (
    'order-issue', 'delivery-issue', 'payment-issue', 'account-issue',
    'restaurant-feedback', 'app-website-feedback', 'other'
  )),
  message TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  created_at TEXT NOT NULL DEFAULT ${now}
)`,

    `CREATE TABLE job_applications (
  id ${id},
  uuid TEXT NOT NULL UNIQUE,
  career_id INTEGER REFERENCES careers (id) ON DELETE SET NULL,
  position TEXT NOT NULL,
  other_position TEXT,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  experience TEXT,
  education TEXT,
  cover_letter TEXT,
  available_from TEXT,
  heard_from TEXT,
  agree_to_terms INTEGER NOT NULL CHECK (agree_to_terms = 1),
  resume_filename TEXT,
  resume_mime_type TEXT,
  resume ${d.blob} CHECK (resume IS NULL OR length(resume) < 5242880),
  created_at TEXT NOT NULL DEFAULT ${now}
)`,

    `CREATE TABLE rider_signups (
  id ${id},
  uuid TEXT NOT NULL UNIQUE,
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT,
  city TEXT,
  vehicle_type TEXT,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  created_at TEXT NOT NULL DEFAULT ${now}
)`,

    // Catering requests. The bundles are static data of the contract, so a request keeps the bundle
    // id as text; one sent while signed in belongs to that customer, who can then list it.
    `CREATE TABLE catering_requests (
  id ${id},
  uuid TEXT NOT NULL UNIQUE,
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  bundle_id TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  event_type TEXT NOT NULL
    CHECK (event_type IN ('wedding', 'corporate', 'birthday', 'conference', 'seminar', 'family', 'other')),
  guest_count INTEGER NOT NULL CHECK (guest_count > 0),
  -- YYYY-MM-DD
  event_date TEXT NOT NULL,
  province TEXT NOT NULL,
  city TEXT NOT NULL,
  address TEXT NOT NULL,
  contact_preference TEXT NOT NULL CHECK (contact_preference IN ('phone', 'email', 'whatsapp', 'sms')),
  special_requests TEXT,
  vegetarian INTEGER NOT NULL CHECK (vegetarian IN (0, 1)),
  vegan INTEGER NOT NULL CHECK (vegan IN (0, 1)),
  gluten_free INTEGER NOT NULL CHECK (gluten_free IN (0, 1)),
  nut_free INTEGER NOT NULL CHECK (nut_free IN (0, 1)),
  status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'confirmed', 'declined')),
  created_at TEXT NOT NULL DEFAULT ${now}
)`,
    `CREATE INDEX catering_requests_created ON catering_requests (created_at)`,
    `CREATE INDEX catering_requests_user ON catering_requests (user_id, created_at)`,

    // Zambian localities and main roads for the offline place search.
    `CREATE TABLE places (
  id ${id},
  name TEXT NOT NULL,
  area TEXT NOT NULL,
  province TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('city', 'town', 'suburb', 'road', 'landmark')),
  latitude ${real} NOT NULL,
  longitude ${real} NOT NULL,
  UNIQUE (name, area)
)`,
    `CREATE INDEX places_name ON places (${d.noCaseKey('name')})`,

    // The sandbox mailbox: e-mails the backend "sends" (password reset codes) are kept here and shown
    // on the page /sandbox/mailbox, as there is no mail server.
    `CREATE TABLE sandbox_mail (
  id ${id},
  recipient ${d.textNoCase} NOT NULL,
  subject TEXT NOT NULL,
  body_text TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT ${now}
)`,
    `CREATE INDEX sandbox_mail_recipient ON sandbox_mail (recipient, id)`,

    // Which seed sets have been applied, so a restart never seeds twice.
    `CREATE TABLE seed_history (
  name TEXT PRIMARY KEY,
  applied_at TEXT NOT NULL DEFAULT ${now}
)`,

    // A counter that every write to a catalogue table moves on, whoever makes it (this process, a
    // test, an import from another connection), so the API keeps its catalogue answers serialised in
    // memory and rebuilds them only when the counter has moved.
    `CREATE TABLE catalog_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
)`,
    `INSERT INTO catalog_version (id, version) VALUES (1, 0)`,
    ...catalogVersionTriggers(d),
  ];
}

function catalogVersionTriggers(d: SchemaDialect): string[] {
  if (d.kind === 'postgres') {
    return [
      `CREATE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$`,
      ...catalogTables.map(
        (table) => `CREATE TRIGGER catalog_version_${table} AFTER INSERT OR UPDATE OR DELETE ON ${table}
FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()`,
      ),
    ];
  }
  return catalogTables.flatMap((table) =>
    (['INSERT', 'UPDATE', 'DELETE'] as const).map(
      (event) => `CREATE TRIGGER catalog_version_${table}_${event.toLowerCase()} AFTER ${event} ON ${table}
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END`,
    ),
  );
}
