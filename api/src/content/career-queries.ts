import type { z } from 'zod';
import type { careerSchema } from '@storefront/api-client/schemas';
import type { Db } from '../db/open-database';
import { likeContains } from '../lib/like-literal';

/** A job opening as the storefront parses it. */
export type CareerAnswer = z.input<typeof careerSchema>;

interface CareerRow {
  id: number;
  title: string;
  location: string;
  type: string;
  department: string | null;
  is_featured: number;
  salary_min: number | null;
  salary_max: number | null;
  application_deadline: string | null;
  description: string;
  requirements: string | null;
  benefits: string;
  created_at: string;
}

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

/**
 * An opening is listed while it is active and its closing day (application_deadline, the last day
 * to apply) has not passed, so no page ever shows an 'Apply by' date in the past. Binds @today.
 */
export const OPEN_CAREER_CONDITION = 'is_active = 1 AND (application_deadline IS NULL OR application_deadline >= @today)';

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
export function listActiveCareers(db: Db, filters: CareerFilters = {}): CareerAnswer[] {
  const q = filters.q?.trim() ?? '';
  const rows = db
    .prepare(
      `SELECT id, title, location, type, department, is_featured, salary_min, salary_max,
              application_deadline, description, requirements, benefits, created_at
       FROM careers
       WHERE ${OPEN_CAREER_CONDITION}
         AND (@location IS NULL OR location = @location COLLATE NOCASE)
         AND (@type IS NULL OR type = @type COLLATE NOCASE)
         AND (@department IS NULL OR department = @department COLLATE NOCASE)
         AND (@featured IS NULL OR is_featured = @featured)
         AND (@contains IS NULL
              OR title LIKE @contains ESCAPE '\\' OR description LIKE @contains ESCAPE '\\'
              OR requirements LIKE @contains ESCAPE '\\' OR department LIKE @contains ESCAPE '\\'
              OR location LIKE @contains ESCAPE '\\')
       ORDER BY id`,
    )
    .all({
      location: filters.location?.trim() || null,
      type: filters.type?.trim() || null,
      department: filters.department?.trim() || null,
      featured: filters.featured === undefined ? null : Number(filters.featured),
      contains: q === '' ? null : likeContains(q),
      today: filters.today ?? utcToday(),
    }) as CareerRow[];
  return rows.map(toAnswer);
}
