import type { Database } from '../client';

export type SeedOptions = {
  adminEmail: string;
  adminPassword: string;
  /** How many gigs to make; the default builds the demo catalog. */
  jobs?: number;
  log?: (line: string) => void;
};

export type DemoAccount = { role: 'ADMIN' | 'USER'; email: string; password: string; name: string };

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  void db;
  return false;
}

export async function seedCatalog(db: Database, options: SeedOptions): Promise<void> {
  void db;
  void options;
}

export function demoAccounts(
  options: Pick<SeedOptions, 'adminEmail' | 'adminPassword'>,
): DemoAccount[] {
  return [
    { role: 'ADMIN', email: options.adminEmail, password: options.adminPassword, name: 'Admin' },
  ];
}
