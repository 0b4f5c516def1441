/** The tables whose rows make up the public catalogue answers (products, categories, app settings). */
export const catalogTables = ['vendors', 'categories', 'products', 'product_images', 'app_settings', 'tips'] as const;

const triggers = catalogTables
  .flatMap((table) =>
    (['INSERT', 'UPDATE', 'DELETE'] as const).map(
      (event) => `CREATE TRIGGER catalog_version_${table}_${event.toLowerCase()} AFTER ${event} ON ${table}
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;`,
    ),
  )
  .join('\n');

/**
 * A counter that every write to a catalogue table moves on, whoever makes it (this process, a
 * test, an import from another connection), so the API can keep its catalogue answers serialised
 * in memory and rebuild them only when the counter has moved.
 */
export const catalogVersion = /* sql */ `
CREATE TABLE catalog_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);
INSERT INTO catalog_version (id, version) VALUES (1, 0);
${triggers}
`;
