import type { z } from 'zod';
import type { careerSchema } from '@storefront/api-client/schemas';
import type { Expression, ExpressionBuilder, Selectable, SqlBool } from 'kysely';
import type { Db } from '../db/connect-database';
import { equalsNoCase, likeNoCase } from '../db/no-case';
import type { DB } from '../db/tables';
import { likeContains } from '../lib/like-literal';

/** A job opening as the storefront parses it. */
export type CareerAnswer = z.input<typeof careerSchema>;

const careerColumns = [
  'id',
  'title',
  'location',
  'type',
  'department',
  'is_featured',
  'salary_min',
  'salary_max',
  'application_deadline',
  'description',
  'requirements',
  'benefits',
] as const;

type CareerRow = Pick<Selectable<DB['careers']>, (typeof careerColumns)[number]>;

function toAnswer(row: CareerRow): CareerAnswer {
  return {
    id: row.id,
    title: row.title,
    location: row.location,
    // Clients read the job type as either `type` or `job_type`, so both are sent.
    type: row.type,
    job_type: row.type,
    department: row.department,
    is_featured: row.is_featured === 1,
    salary_min: row.salary_min,
    salary_max: row.salary_max,
    application_deadline: row.application_deadline,
    description: row.description,
    requirements: row.requirements,
    benefits: JSON.parse(row.benefits) as string[],
  };
}

type CareerWhere = ExpressionBuilder<DB, 'careers'>;

/**
 * An opening is listed while it is active and its closing day (application_deadline, the last day
 * to apply) has not passed, so no page ever shows an 'Apply by' date in the past. `today` is
 * YYYY-MM-DD, compared as text.
 */
export function isOpenCareer(eb: CareerWhere, today: string): Expression<SqlBool> {
  return eb.and([
    eb('is_active', '=', 1),
    eb.or([eb('application_deadline', 'is', null), eb('application_deadline', '>=', today)]),
  ]);
}

/** The text, literally and case aside, anywhere in the title, description, requirements, department or location. */
export function careerContains(eb: CareerWhere, text: string): Expression<SqlBool> {
  const pattern = likeContains(text);
  return eb.or(
    (['title', 'description', 'requirements', 'department', 'location'] as const).map((column) => likeNoCase(eb.ref(column), pattern)),
  );
}

/** Today's UTC date as YYYY-MM-DD, the form application_deadline is stored in. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export interface CareerFilters {
  location?: string;
  type?: string;
  department?: string;
  featured?: boolean;
  /** Text anywhere in the title, description, requirements, department or location. */
  q?: string;
  /** The day whose open openings are listed (YYYY-MM-DD); today by default. */
  today?: string;
}

/**
 * Open openings matching every filter given: location, type and department compared without
 * regard to case ('full-time' finds 'Full-time'); in the order they were posted.
 */
export async function listActiveCareers(db: Db, filters: CareerFilters = {}): Promise<CareerAnswer[]> {
  const q = filters.q?.trim() ?? '';
  const location = filters.location?.trim() || null;
  const type = filters.type?.trim() || null;
  const department = filters.department?.trim() || null;
  let query = db
    .selectFrom('careers')
    .select(careerColumns)
    .where((eb) => isOpenCareer(eb, filters.today ?? utcToday()));
  if (location !== null) query = query.where((eb) => equalsNoCase(eb.ref('location'), location));
  if (type !== null) query = query.where((eb) => equalsNoCase(eb.ref('type'), type));
  if (department !== null) query = query.where((eb) => equalsNoCase(eb.ref('department'), department));
  if (filters.featured !== undefined) query = query.where('is_featured', '=', Number(filters.featured));
  if (q !== '') query = query.where((eb) => careerContains(eb, q));
  const rows = await query.orderBy('id').execute();
  return rows.map(toAnswer);
}
