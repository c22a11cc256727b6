import { eq } from 'drizzle-orm';
import type { Role } from '@giglane/contract/users';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

export function createUsersRepository(db: Database) {
  return {
    /** Who a token belongs to, read on every authenticated request. */
    async findSession(id: number): Promise<{ id: number; role: Role } | null> {
      const [row] = await db
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(eq(users.id, id));
      return row ? { id: row.id, role: row.role as Role } : null;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
