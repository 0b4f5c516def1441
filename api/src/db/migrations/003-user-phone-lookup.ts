/**
 * Login accepts a phone in any usual form ('0971234567', '+260971234567'...), which the stored
 * phone column cannot be searched by. The national significant number (no trunk zero, no country
 * code) is the part every form shares, so it is kept and indexed beside the phone.
 */
export const userPhoneLookup = /* sql */ `
ALTER TABLE users ADD COLUMN phone_national TEXT;
-- Accounts made before this column: their phone without trunk zeros is right for national forms.
UPDATE users SET phone_national = ltrim(phone, '0') WHERE phone IS NOT NULL;
CREATE INDEX users_phone_national ON users (phone_national);
`;
