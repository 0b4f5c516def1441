import type { ApplicationPosition } from '@storefront/api-client';
import { isApplicationPosition, positionOptions, type ApplicationFormValues } from './application-form';

/** What the apply form needs to know of an opening. */
export interface CareerRef {
  id: string | number;
  title: string;
}

/** The position an applicant came for, and the opening's id when it is one the server knows. */
export interface LinkedPosition {
  position: ApplicationPosition;
  otherPosition: string;
  careerId?: string | number;
}

const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');
const slug = (text: string) => normalise(text).replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/**
 * The option for a job title: the one whose label or value reads the same ('Customer Support
 * Specialist', 'customer support'), else 'other' with the title as the position applied for.
 */
export function positionForTitle(title: string): { position: ApplicationPosition; otherPosition: string } {
  const match = positionOptions.find(
    (option) => option.value !== 'other' && (normalise(option.label) === normalise(title) || option.value === slug(title)),
  );
  return match ? { position: match.value, otherPosition: '' } : { position: 'other', otherPosition: title.trim() };
}

export interface KnownCareers {
  /** The server's openings, once loaded. */
  serverCareers?: readonly CareerRef[] | null;
  /** The built-in positions (ids 1-5) shown when the openings cannot be loaded. */
  fallbackCareers: readonly CareerRef[];
}

/**
 * The position from `?position=`: an option value as it is; the id of a server opening as the
 * option matching its title (else 'other' naming it), sent with its id; the id of a built-in
 * position as its option. Null when the value is none of these.
 */
export function positionFromLink(param: string | null | undefined, { serverCareers, fallbackCareers }: KnownCareers): LinkedPosition | null {
  const value = param?.trim() ?? '';
  if (value === '') return null;
  if (isApplicationPosition(value)) return { position: value, otherPosition: '' };
  const fromServer = serverCareers?.find((career) => String(career.id) === value);
  if (fromServer) return { ...positionForTitle(fromServer.title), careerId: fromServer.id };
  const builtIn = fallbackCareers.find((career) => String(career.id) === value);
  return builtIn ? positionForTitle(builtIn.title) : null;
}

/** Whether `?position=` needs the server's openings to be understood (it is not an option value). */
export function needsServerCareers(param: string | null | undefined): boolean {
  const value = param?.trim() ?? '';
  return value !== '' && !isApplicationPosition(value);
}

/**
 * The opening's id to send: only while the applicant still applies for the position the link
 * gave (the same option, and for 'other' the same title).
 */
export function careerIdToSend(
  values: Pick<ApplicationFormValues, 'position' | 'otherPosition'>,
  linked: LinkedPosition | null,
): string | number | undefined {
  if (!linked || linked.careerId === undefined || values.position !== linked.position) return undefined;
  if (linked.position === 'other' && values.otherPosition.trim() !== linked.otherPosition) return undefined;
  return linked.careerId;
}
