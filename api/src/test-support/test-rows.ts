import type { Db } from '../db/connect-database';

/** The row id of the account a test registered (its answers carry only the uuid). */
export async function userIdOf(db: Db, uuid: string): Promise<number> {
  const { id } = await db.selectFrom('users').select('id').where('uuid', '=', uuid).executeTakeFirstOrThrow();
  return id;
}

/** How many users have this e-mail address (compared without regard to case). */
export async function usersWithEmail(db: Db, email: string): Promise<number> {
  const { n } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return Number(n);
}
