const now = `(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/**
 * Addresses that find the door:
 * - a saved address keeps an optional line for the house, plot or landmark, and coordinates that
 *   are unknown are stored as NULL rather than 0 (0,0 is a real point in the Gulf of Guinea, and a
 *   0 read as a number once priced a delivery at the flat minimum). SQLite cannot relax NOT NULL in
 *   place, so the table is rebuilt with its rows; dropping it nulls `orders.address_id` through its
 *   ON DELETE SET NULL, so those links are kept aside and put back;
 * - a delivery order keeps the customer's instructions for the rider, and the saved address's line;
 * - a catering request sent while signed in belongs to that customer, who can then list it;
 * - the place search knows main roads besides cities, suburbs and landmarks.
 */
export const addressesThatFindTheDoor = /* sql */ `
CREATE TEMP TABLE order_address_links AS SELECT id, address_id FROM orders WHERE address_id IS NOT NULL;

CREATE TABLE addresses_next (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  label TEXT,
  address TEXT NOT NULL,
  address_line TEXT,
  location TEXT NOT NULL DEFAULT '',
  -- NULL when the place has no known coordinates; both or neither.
  latitude REAL CHECK (latitude IS NULL OR (latitude BETWEEN -90 AND 90)),
  longitude REAL CHECK (longitude IS NULL OR (longitude BETWEEN -180 AND 180)),
  created_at TEXT NOT NULL DEFAULT ${now},
  CHECK ((latitude IS NULL) = (longitude IS NULL))
);
INSERT INTO addresses_next (id, uuid, user_id, label, address, location, latitude, longitude, created_at)
  SELECT id, uuid, user_id, label, address, location,
         CASE WHEN latitude = 0 OR longitude = 0 OR abs(latitude) > 90 OR abs(longitude) > 180 THEN NULL ELSE latitude END,
         CASE WHEN latitude = 0 OR longitude = 0 OR abs(latitude) > 90 OR abs(longitude) > 180 THEN NULL ELSE longitude END,
         created_at
  FROM addresses;
DROP TABLE addresses;
ALTER TABLE addresses_next RENAME TO addresses;
CREATE INDEX addresses_user ON addresses (user_id);

UPDATE orders SET address_id = (SELECT link.address_id FROM order_address_links link WHERE link.id = orders.id)
  WHERE id IN (SELECT id FROM order_address_links);
DROP TABLE order_address_links;

ALTER TABLE orders ADD COLUMN delivery_instructions TEXT;

ALTER TABLE catering_requests ADD COLUMN user_id INTEGER REFERENCES users (id) ON DELETE SET NULL;
CREATE INDEX catering_requests_user ON catering_requests (user_id, created_at);

CREATE TABLE places_next (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  area TEXT NOT NULL,
  province TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('city', 'town', 'suburb', 'road', 'landmark')),
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  UNIQUE (name, area)
);
INSERT INTO places_next (id, name, area, province, kind, latitude, longitude)
  SELECT id, name, area, province, kind, latitude, longitude FROM places;
DROP TABLE places;
ALTER TABLE places_next RENAME TO places;
CREATE INDEX places_name ON places (name COLLATE NOCASE);
`;
