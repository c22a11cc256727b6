import { z } from 'zod';
import { adminAppeal } from './appeals';
import { paging, pagingQuery } from './paging';
import {
  MODERATION_ACTIONS,
  MODERATION_NOTE_MAX,
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGETS,
} from './report-values';
import { boundedText, idText, requiredText, wireInt } from './wire';

const targetType = z.enum(REPORT_TARGETS, {
  error: `must be one of ${REPORT_TARGETS.join(', ')}`,
});

/** POST /api/reports: one open report per reporter and target. */
export const createReportBody = z.object({
  targetType,
  targetId: wireInt.pipe(z.number().int().positive('must be a positive whole number')),
  reason: z.enum(REPORT_REASONS, { error: `must be one of ${REPORT_REASONS.join(', ')}` }),
  details: boundedText(REPORT_DETAILS_MAX).optional().default(''),
});
export type CreateReportBody = z.input<typeof createReportBody>;

/** A report as its reporter and the admins see it. */
export const report = z.object({
  id: z.number().int(),
  targetType,
  targetId: z.number().int(),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.iso.datetime(),
});
export type Report = z.infer<typeof report>;

/** The account behind a target: the gig's seller, the user, the message's sender, the review's author. */
const targetAccount = z
  .object({
    id: z.number().int(),
    name: z.string(),
    suspended: z.boolean(),
  })
  .nullable();

/** One reported target in the admins' Reports queue, with its open reports counted by reason. */
export const reportGroup = z.object({
  targetType,
  targetId: z.number().int(),
  summary: z.string().describe('what was reported, as it read when last reported'),
  account: targetAccount,
  openCount: z.number().int(),
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int() })),
  lastReportedAt: z.iso.datetime(),
});
export type ReportGroup = z.infer<typeof reportGroup>;

/** GET /api/admin/reports: the targets with open reports, most reported first. */
export const reportQueueQuery = pagingQuery.omit({ keyword: true });
export const reportQueue = paging(reportGroup);
export type ReportQueue = z.infer<typeof reportQueue>;

export const reportTargetParams = z.object({
  targetType,
  targetId: idText(),
});

/** One action in the audit: who took it, when and why. */
export const moderationEntry = z.object({
  id: z.number().int(),
  action: z.enum(MODERATION_ACTIONS),
  targetType,
  targetId: z.number().int(),
  admin: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  note: z.string(),
  createdAt: z.iso.datetime(),
});
export type ModerationEntry = z.infer<typeof moderationEntry>;

/** GET /api/admin/reports/{targetType}/{targetId}: a target's reports, its state and its audit. */
export const reportTarget = z.object({
  targetType,
  targetId: z.number().int(),
  summary: z.string(),
  exists: z.boolean().describe('false once the target was removed or deleted'),
  hidden: z.boolean().describe('a gig an admin hid'),
  account: targetAccount,
  shownOn: z
    .object({ page: z.enum(['gig', 'seller', 'buyer']), id: z.number().int() })
    .nullable()
    .describe(
      'the public page where others read it: its gig, the profile it is on; null for a message or a target that is gone',
    ),
  reports: z.array(
    report.extend({ reporter: z.object({ id: z.number().int(), name: z.string() }) }),
  ),
  actions: z.array(moderationEntry),
  appeals: z.array(adminAppeal).describe("the account's appeals of actions on this target"),
  allowed: z.array(z.enum(MODERATION_ACTIONS)).describe('what an admin may do now'),
});
export type ReportTargetView = z.infer<typeof reportTarget>;

/** POST /api/admin/reports/{targetType}/{targetId}/actions. */
export const moderationBody = z.object({
  action: z.enum(MODERATION_ACTIONS, {
    error: `must be one of ${MODERATION_ACTIONS.join(', ')}`,
  }),
  note: requiredText(MODERATION_NOTE_MAX),
});
export type ModerationBody = z.input<typeof moderationBody>;
