const now = `(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/**
 * Catering requests from the catering page. The bundles are static data of the contract, so the
 * request keeps the bundle id as text rather than a reference to a table.
 */
export const cateringRequests = /* sql */ `
CREATE TABLE catering_requests (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
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
);
CREATE INDEX catering_requests_created ON catering_requests (created_at);
`;
