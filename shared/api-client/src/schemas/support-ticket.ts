import { z } from 'zod/mini';
import { EMAIL_PATTERN } from './primitives';

export const supportIssueTypes = [
  'order-issue',
  'delivery-issue',
  'payment-issue',
  'account-issue',
  'restaurant-feedback',
  'app-website-feedback',
  'other',
] as const;
export type SupportIssueType = (typeof supportIssueTypes)[number];
export const DEFAULT_SUPPORT_ISSUE_TYPE: SupportIssueType = 'order-issue';

const REQUIRED = 'This field is required';

export const supportTicketSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, REQUIRED)),
  email: z.string().check(z.trim(), z.regex(EMAIL_PATTERN, 'Please enter a valid email address')),
  orderNumber: z.optional(z.string()),
  issueType: z.enum(supportIssueTypes, REQUIRED),
  message: z.string().check(z.trim(), z.minLength(1, REQUIRED)),
});

export type SupportTicket = z.infer<typeof supportTicketSchema>;
