import { z } from 'zod';
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
  name: z.string().trim().min(1, REQUIRED),
  email: z.string().trim().regex(EMAIL_PATTERN, 'Please enter a valid email address'),
  orderNumber: z.string().optional(),
  issueType: z.enum(supportIssueTypes, REQUIRED),
  message: z.string().trim().min(1, REQUIRED),
});

export type SupportTicket = z.infer<typeof supportTicketSchema>;
