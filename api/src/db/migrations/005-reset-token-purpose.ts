const now = `(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/**
 * The forgot-password flow keeps two secrets per account: the 6-digit code sent by mail
 * ('password_reset') and the reset token a verified code is exchanged for. The token gets a
 * purpose of its own; SQLite cannot change a CHECK in place, so the table is rebuilt with its rows.
 */
export const resetTokenPurpose = /* sql */ `
CREATE TABLE one_time_codes_next (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('password_reset', 'password_reset_token', 'otp')),
  code_hash TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  created_at TEXT NOT NULL DEFAULT ${now}
);
INSERT INTO one_time_codes_next (id, user_id, purpose, code_hash, attempts, expires_at, used_at, created_at)
  SELECT id, user_id, purpose, code_hash, attempts, expires_at, used_at, created_at FROM one_time_codes;
DROP TABLE one_time_codes;
ALTER TABLE one_time_codes_next RENAME TO one_time_codes;
CREATE INDEX one_time_codes_user ON one_time_codes (user_id, purpose);
`;
