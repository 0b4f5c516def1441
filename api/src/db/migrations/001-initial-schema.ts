/**
 * The whole data model of the shop and the content and self-service pages. Money is in ngwee
 * (1/100 kwacha) as integers so totals recomputed on the server never drift by floating-point
 * rounding. Times are ISO-8601 UTC text. Images are stored as paths under the API ('/images/...')
 * and made absolute with PUBLIC_URL when answered, so moving the API does not leave stale URLs in the data.
 */
const now = `(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export const initialSchema = /* sql */ `
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  dial_code TEXT,
  phone TEXT,
  password_hash TEXT NOT NULL,
  role TEXT NOT NULL DEFAULT 'customer' CHECK (role IN ('customer', 'rider', 'merchant')),
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'deletion_requested')),
  created_at TEXT NOT NULL DEFAULT ${now},
  updated_at TEXT NOT NULL DEFAULT ${now}
);
-- Login accepts an e-mail or a phone number, so phones are looked up too.
CREATE INDEX users_phone ON users (phone);

-- Bearer tokens are stored only as a SHA-256 hash: a leaked database does not hand out sessions.
CREATE TABLE sessions (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL DEFAULT ${now},
  last_used_at TEXT NOT NULL DEFAULT ${now},
  expires_at TEXT NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);

-- Forgot-password and OTP codes, also stored hashed.
CREATE TABLE one_time_codes (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('password_reset', 'otp')),
  code_hash TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  created_at TEXT NOT NULL DEFAULT ${now}
);
CREATE INDEX one_time_codes_user ON one_time_codes (user_id, purpose);

CREATE TABLE account_deletion_requests (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason TEXT,
  created_at TEXT NOT NULL DEFAULT ${now}
);

CREATE TABLE vendors (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  description TEXT,
  image TEXT,
  address TEXT NOT NULL,
  city TEXT NOT NULL,
  phone TEXT,
  latitude REAL NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude REAL NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  rating REAL,
  opening_hours TEXT,
  created_at TEXT NOT NULL DEFAULT ${now}
);

CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  vendor_id INTEGER NOT NULL REFERENCES vendors (id),
  category_id INTEGER REFERENCES categories (id) ON DELETE SET NULL,
  name TEXT NOT NULL,
  description TEXT,
  price_ngwee INTEGER NOT NULL CHECK (price_ngwee >= 0),
  -- Hours, as the meal page shows it (0.5 = half an hour).
  preparation_time REAL,
  is_available INTEGER NOT NULL DEFAULT 1 CHECK (is_available IN (0, 1)),
  created_at TEXT NOT NULL DEFAULT ${now},
  updated_at TEXT NOT NULL DEFAULT ${now}
);
CREATE INDEX products_vendor ON products (vendor_id);
CREATE INDEX products_category ON products (category_id);

CREATE TABLE product_images (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  url TEXT NOT NULL,
  name TEXT,
  sort_order INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX product_images_product ON product_images (product_id, sort_order);

-- Pricing settings are strings in the contract ('20.00'), kept as written.
CREATE TABLE app_settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE tips (
  id INTEGER PRIMARY KEY,
  amount_ngwee INTEGER NOT NULL UNIQUE CHECK (amount_ngwee > 0),
  sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE addresses (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  label TEXT,
  address TEXT NOT NULL,
  location TEXT NOT NULL DEFAULT '',
  -- The contract sends coordinates as strings with '0' for unknown; 0 stands for unknown here too.
  latitude REAL NOT NULL DEFAULT 0,
  longitude REAL NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT ${now}
);
CREATE INDEX addresses_user ON addresses (user_id);

CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
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
  delivery_latitude REAL,
  delivery_longitude REAL,
  distance_km REAL,
  instructions TEXT,
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
  status_changed_at TEXT NOT NULL DEFAULT ${now},
  created_at TEXT NOT NULL DEFAULT ${now},
  updated_at TEXT NOT NULL DEFAULT ${now}
);
CREATE INDEX orders_user ON orders (user_id, created_at);
-- The status timer looks for paid orders that are still moving.
CREATE INDEX orders_progress ON orders (payment_status, status, status_changed_at);

CREATE TABLE order_products (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  product_id INTEGER REFERENCES products (id) ON DELETE SET NULL,
  vendor_id INTEGER REFERENCES vendors (id),
  -- Name and price as they were when ordered.
  name TEXT NOT NULL,
  unit_price_ngwee INTEGER NOT NULL CHECK (unit_price_ngwee >= 0),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  line_total_ngwee INTEGER NOT NULL
);
CREATE INDEX order_products_order ON order_products (order_id);

-- A payment in the sandbox: the payment link carries its reference.
CREATE TABLE payments (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  reference TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('order', 'wallet_topup')),
  order_id INTEGER REFERENCES orders (id) ON DELETE CASCADE,
  amount_ngwee INTEGER NOT NULL CHECK (amount_ngwee > 0),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'cancelled', 'failed')),
  customer_name TEXT,
  customer_email TEXT,
  created_at TEXT NOT NULL DEFAULT ${now},
  completed_at TEXT,
  CHECK ((purpose = 'order') = (order_id IS NOT NULL))
);
CREATE INDEX payments_user ON payments (user_id);
CREATE INDEX payments_order ON payments (order_id);

-- The wallet balance is the sum of completed transactions (credits positive, debits negative).
CREATE TABLE wallet_transactions (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('topup', 'order_payment', 'refund', 'adjustment')),
  amount_ngwee INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'completed', 'cancelled', 'failed')),
  payment_id INTEGER REFERENCES payments (id) ON DELETE SET NULL,
  order_id INTEGER REFERENCES orders (id) ON DELETE SET NULL,
  description TEXT,
  created_at TEXT NOT NULL DEFAULT ${now}
);
CREATE INDEX wallet_transactions_user ON wallet_transactions (user_id, status);

CREATE TABLE blog_posts (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  excerpt TEXT,
  content_html TEXT NOT NULL,
  content_text TEXT NOT NULL,
  image TEXT,
  category TEXT,
  author TEXT,
  -- JSON array of strings.
  tags TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(tags)),
  read_time INTEGER,
  is_featured INTEGER NOT NULL DEFAULT 0 CHECK (is_featured IN (0, 1)),
  is_published INTEGER NOT NULL DEFAULT 1 CHECK (is_published IN (0, 1)),
  views INTEGER NOT NULL DEFAULT 0,
  published_at TEXT,
  created_at TEXT NOT NULL DEFAULT ${now},
  updated_at TEXT NOT NULL DEFAULT ${now}
);
CREATE INDEX blog_posts_published ON blog_posts (is_published, published_at);

CREATE TABLE careers (
  id INTEGER PRIMARY KEY,
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
  benefits TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(benefits)),
  created_at TEXT NOT NULL DEFAULT ${now}
);

-- CMS content: whole pages by content key ('about', 'privacy', ...) and component lists
-- ('feature-cards', 'faqs', ...), each a JSON document in the shape the storefront reads.
CREATE TABLE content_blocks (
  kind TEXT NOT NULL CHECK (kind IN ('page', 'component')),
  key TEXT NOT NULL,
  data TEXT NOT NULL CHECK (json_valid(data)),
  updated_at TEXT NOT NULL DEFAULT ${now},
  PRIMARY KEY (kind, key)
);

-- One row: the company's contact details.
CREATE TABLE contact_info (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  company_email TEXT NOT NULL,
  company_phone TEXT NOT NULL,
  company_address TEXT NOT NULL,
  -- JSON object: network name -> URL.
  company_social_media TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(company_social_media))
);

CREATE TABLE contact_messages (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  subject TEXT NOT NULL,
  message TEXT NOT NULL CHECK (length(message) <= 2000),
  created_at TEXT NOT NULL DEFAULT ${now}
);

CREATE TABLE support_tickets (
  id INTEGER PRIMARY KEY,
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
);

CREATE TABLE job_applications (
  id INTEGER PRIMARY KEY,
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
  resume BLOB CHECK (resume IS NULL OR length(resume) < 5242880),
  created_at TEXT NOT NULL DEFAULT ${now}
);

CREATE TABLE rider_signups (
  id INTEGER PRIMARY KEY,
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
);

-- Zambian localities for the offline place search.
CREATE TABLE places (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  area TEXT NOT NULL,
  province TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('city', 'town', 'suburb', 'landmark')),
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  UNIQUE (name, area)
);
CREATE INDEX places_name ON places (name COLLATE NOCASE);

-- Which seed sets have been applied, so a restart never seeds twice.
CREATE TABLE seed_history (
  name TEXT PRIMARY KEY,
  applied_at TEXT NOT NULL DEFAULT ${now}
);
`;
