const now = `(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/**
 * The sandbox mailbox: there is no mail server here, so e-mails the backend "sends" (password
 * reset codes) are kept in this table and shown on the page /sandbox/mailbox.
 */
export const sandboxMail = /* sql */ `
CREATE TABLE sandbox_mail (
  id INTEGER PRIMARY KEY,
  recipient TEXT NOT NULL COLLATE NOCASE,
  subject TEXT NOT NULL,
  body_text TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT ${now}
);
CREATE INDEX sandbox_mail_recipient ON sandbox_mail (recipient, id);
`;
