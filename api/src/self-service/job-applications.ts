import { randomUUID } from 'node:crypto';
import type { JobApplicationForm } from '@storefront/api-client/schemas';
import type { Db } from '../db/connect-database';
import type { CheckedResume } from './resume-file';

/** Whether `id` names an opening that still takes applications. */
export async function isActiveCareer(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('careers').select('id').where('id', '=', id).where('is_active', '=', 1).executeTakeFirst();
  return row !== undefined;
}

const orNull = (text: string | undefined): string | null => text?.trim() || null;

/** Keeps an application with its resume for the hiring team; answers its uuid. */
export async function insertJobApplication(
  db: Db,
  form: JobApplicationForm,
  careerId: number | null,
  resume: CheckedResume,
): Promise<string> {
  const uuid = randomUUID();
  await db
    .insertInto('job_applications')
    .values({
      uuid,
      career_id: careerId,
      position: form.position,
      // The form clears it when another position is chosen; a stale value is not kept either.
      other_position: form.position === 'other' ? orNull(form.otherPosition) : null,
      first_name: form.firstName,
      last_name: form.lastName,
      email: form.email,
      phone: form.phone,
      experience: orNull(form.experience),
      education: orNull(form.education),
      cover_letter: orNull(form.coverLetter),
      available_from: orNull(form.availableFrom),
      heard_from: orNull(form.heardFrom),
      agree_to_terms: 1,
      resume_filename: resume.filename,
      resume_mime_type: resume.mimeType,
      resume: resume.bytes,
    })
    .execute();
  return uuid;
}
