import { randomUUID } from 'node:crypto';
import type { JobApplicationForm } from '@storefront/api-client/schemas';
import type { Db } from '../db/open-database';
import type { CheckedResume } from './resume-file';

/** Whether `id` names an opening that still takes applications. */
export function isActiveCareer(db: Db, id: number): boolean {
  return db.prepare('SELECT 1 FROM careers WHERE id = ? AND is_active = 1').get(id) !== undefined;
}

const orNull = (text: string | undefined): string | null => text?.trim() || null;

/** Keeps an application with its resume for the hiring team; answers its uuid. */
export function insertJobApplication(db: Db, form: JobApplicationForm, careerId: number | null, resume: CheckedResume): string {
  const uuid = randomUUID();
  db.prepare(
    `INSERT INTO job_applications (uuid, career_id, position, other_position, first_name, last_name, email, phone,
       experience, education, cover_letter, available_from, heard_from, agree_to_terms,
       resume_filename, resume_mime_type, resume)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?)`,
  ).run(
    uuid,
    careerId,
    form.position,
    // The form clears it when another position is chosen; a stale value is not kept either.
    form.position === 'other' ? orNull(form.otherPosition) : null,
    form.firstName,
    form.lastName,
    form.email,
    form.phone,
    orNull(form.experience),
    orNull(form.education),
    orNull(form.coverLetter),
    orNull(form.availableFrom),
    orNull(form.heardFrom),
    resume.filename,
    resume.mimeType,
    resume.bytes,
  );
  return uuid;
}
