import { z } from 'zod';
import { paging, pagingQuery } from './paging';
import { APPEAL_STATUSES, APPEAL_TEXT_MAX, APPEALABLE_ACTIONS } from './report-values';
import { signinBody } from './users';
import { idText, requiredText, wireInt } from './wire';

const appealText = requiredText(APPEAL_TEXT_MAX).describe("the appeal, in its writer's own words");

/** POST /api/appeals: the seller of a gig an admin hid appeals the hiding, once. */
export const createAppealBody = z.object({
  actionId: wireInt
    .pipe(z.number().int().positive('must be a positive whole number'))
    .describe('the admin action appealed, as its notice names it'),
  text: appealText,
});
export type CreateAppealBody = z.input<typeof createAppealBody>;

/**
 * POST /api/appeals/suspension: a suspended account cannot sign in, so it shows it is its own with
 * its e-mail and password, as sign-in asks them, and appeals its suspension, once.
 */
export const suspensionAppealBody = signinBody.extend({ text: appealText });
export type SuspensionAppealBody = z.input<typeof suspensionAppealBody>;

/** An appeal as its writer and the admins see it. */
export const appeal = z.object({
  id: z.number().int(),
  actionId: z.number().int(),
  action: z.enum(APPEALABLE_ACTIONS),
  targetType: z.enum(['gig', 'user']),
  targetId: z.number().int(),
  summary: z.string().describe("the gig's title, or the account's name"),
  reason: z.string().describe("the admin's reason for the action appealed"),
  text: z.string(),
  status: z.enum(APPEAL_STATUSES),
  decision: z
    .object({ note: z.string(), decidedAt: z.iso.datetime() })
    .nullable()
    .describe("the admin's answer once decided"),
  createdAt: z.iso.datetime(),
});
export type Appeal = z.infer<typeof appeal>;

/** An appeal in the admins' views, with who wrote it. */
export const adminAppeal = appeal.extend({
  appellant: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type AdminAppeal = z.infer<typeof adminAppeal>;

export const appealActionParams = z.object({ actionId: idText() });

/**
 * GET /api/appeals/actions/{actionId}: an action against the caller's gig and whether it can
 * still be appealed, with the appeal once written.
 */
export const appealable = z.object({
  actionId: z.number().int(),
  action: z.enum(APPEALABLE_ACTIONS),
  targetType: z.enum(['gig', 'user']),
  targetId: z.number().int(),
  summary: z.string(),
  reason: z.string(),
  inEffect: z.boolean().describe('false once an admin took the action back'),
  appeal: appeal.nullable(),
});
export type Appealable = z.infer<typeof appealable>;

/** GET /api/admin/appeals: the open appeals, oldest first. */
export const appealQueueQuery = pagingQuery.omit({ keyword: true });
export const appealQueue = paging(adminAppeal);
export type AppealQueue = z.infer<typeof appealQueue>;
