import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { UNKNOWN_COORDINATE, type addressSchema } from '@storefront/api-client/schemas';
import type { Db } from '../db/open-database';

export type AddressAnswer = z.input<typeof addressSchema>;

/** A saved address as pricing and orders use it. */
export interface AddressRow {
  id: number;
  uuid: string;
  label: string | null;
  address: string;
  /** House, plot or landmark. */
  address_line: string | null;
  location: string;
  /** Null when the place has no known coordinates (both or neither). */
  latitude: number | null;
  longitude: number | null;
}

const addressColumns = 'id, uuid, label, address, address_line, location, latitude, longitude';

export function toAddressAnswer(row: AddressRow): AddressAnswer {
  return {
    uuid: row.uuid,
    address: row.address,
    address_line: row.address_line,
    location: row.location,
    // The contract carries coordinates as strings, with '0' for unknown.
    latitude: row.latitude === null ? UNKNOWN_COORDINATE : String(row.latitude),
    longitude: row.longitude === null ? UNKNOWN_COORDINATE : String(row.longitude),
    label: row.label,
  };
}

/** The user's addresses, newest first. */
export function listAddresses(db: Db, userId: number): AddressRow[] {
  return db
    .prepare(`SELECT ${addressColumns} FROM addresses WHERE user_id = ? ORDER BY created_at DESC, id DESC`)
    .all(userId) as AddressRow[];
}

export function countAddresses(db: Db, userId: number): number {
  return (db.prepare('SELECT count(*) AS n FROM addresses WHERE user_id = ?').get(userId) as { n: number }).n;
}

/** One of the user's own addresses; another user's is as unknown as a missing one. */
export function findAddress(db: Db, userId: number, uuid: string): AddressRow | undefined {
  return db
    .prepare(`SELECT ${addressColumns} FROM addresses WHERE user_id = ? AND uuid = ?`)
    .get(userId, uuid.toLowerCase()) as AddressRow | undefined;
}

export type NewAddress = Omit<AddressRow, 'id' | 'uuid'>;

export function insertAddress(db: Db, userId: number, address: NewAddress): AddressRow {
  const uuid = randomUUID();
  const id = db
    .prepare(
      `INSERT INTO addresses (uuid, user_id, label, address, address_line, location, latitude, longitude)
       VALUES (@uuid, @userId, @label, @address, @address_line, @location, @latitude, @longitude)`,
    )
    .run({ uuid, userId, ...address }).lastInsertRowid;
  return { id: Number(id), uuid, ...address };
}

/** Whether a row was removed: false for an unknown uuid or another user's address. */
export function deleteAddress(db: Db, userId: number, uuid: string): boolean {
  return db.prepare('DELETE FROM addresses WHERE user_id = ? AND uuid = ?').run(userId, uuid.toLowerCase()).changes > 0;
}
