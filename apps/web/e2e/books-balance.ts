import { request } from '@playwright/test';
import { e2ePort } from './seeded-folder.mjs';
import { callEndpoint, demo } from './support';

/**
 * After every flow has run on the shared server: its books balance (the reconciliation an admin
 * reads on the Finance page). Paying, refunding, releasing and withdrawing all happened through
 * the browser on this server; a flow that made or lost a cent fails the run here.
 */
export default async function booksBalance() {
  const context = await request.newContext({
    baseURL: `http://127.0.0.1:${e2ePort}`,
  });
  try {
    const { token } = await callEndpoint(context, 'signIn', { body: demo.admin });
    const books = await callEndpoint(context, 'reconcileBooks', {}, token);
    const failed = books.checks.filter((check) => !check.ok);
    if (!books.balanced || failed.length > 0)
      throw new Error(
        `The books do not balance after the browser flows: ${failed
          .map((check) => `${check.name}: expected ${check.expected}, found ${check.actual}`)
          .join('; ')}`,
      );
    console.log(`Books balanced after the browser flows: ${books.checks.length} checks hold.`);
  } finally {
    await context.dispose();
  }
}
