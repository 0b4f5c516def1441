import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { UNKNOWN_COORDINATE, type addressSchema } from '@storefront/api-client/schemas';
import type { Db } from '../db/connect-database';

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

const addressColumns = ['id', 'uuid', 'label', 'address', 'address_line', 'location', 'latitude', 'longitude'] as const;

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
export async function listAddresses(db: Db, userId: number): Promise<AddressRow[]> {
  return db
    .selectFrom('addresses')
    .select(addressColumns)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function countAddresses(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('addresses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One of the user's own addresses; another user's is as unknown as a missing one. */
export async function findAddress(db: Db, userId: number, uuid: string): Promise<AddressRow | undefined> {
  return db
    .selectFrom('addresses')
    .select(addressColumns)
    .where('user_id', '=', userId)
    .where('uuid', '=', uuid.toLowerCase())
    .executeTakeFirst();
}

export type NewAddress = Omit<AddressRow, 'id' | 'uuid'>;

export async function insertAddress(db: Db, userId: number, address: NewAddress): Promise<AddressRow> {
  const uuid = randomUUID();
  const { id } = await db
    .insertInto('addresses')
    .values({ uuid, user_id: userId, ...address })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, uuid, ...address };
}

/** Whether a row was removed: false for an unknown uuid or another user's address. */
export async function deleteAddress(db: Db, userId: number, uuid: string): Promise<boolean> {
  const result = await db.deleteFrom('addresses').where('user_id', '=', userId).where('uuid', '=', uuid.toLowerCase()).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
