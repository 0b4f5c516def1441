import { receiptResponseSchema } from '@storefront/api-client/schemas';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { multipartBody, sampleDocuments } from '../test-support/multipart-body';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** The fields as the storefront's form sends them (FormData values are text). */
const validFields: Record<string, string> = {
  firstName: 'Ngosa',
  lastName: 'Mulenga',
  email: 'ngosa.mulenga@example.zm',
  phone: '+260971234567',
  position: 'software-developer',
  experience: '3-5',
  education: 'bachelor',
  coverLetter: 'I build React Native apps and would love to work on yours.',
  availableFrom: '2030-02-01',
  heardFrom: 'referral',
  agreeToTerms: 'true',
};

interface Resume {
  bytes: Buffer;
  filename: string;
  type?: string;
}

const pdfResume: Resume = { bytes: sampleDocuments.pdf, filename: 'Ngosa Mulenga CV.pdf', type: 'application/pdf' };

async function apply(fields: Record<string, string | undefined>, resume: Resume | null = pdfResume, extraFiles: Resume[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  for (const file of resume ? [resume, ...extraFiles] : extraFiles) {
    form.append(file === resume ? 'resume' : 'portfolio', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? '' }), file.filename);
  }
  return testApp.app.inject({ method: 'POST', url: '/api/careers/applications', ...(await multipartBody(form)) });
}

interface StoredApplication {
  career_id: number | null;
  position: string;
  other_position: string | null;
  first_name: string;
  email: string;
  experience: string | null;
  cover_letter: string | null;
  available_from: string | null;
  agree_to_terms: number;
  resume_filename: string;
  resume_mime_type: string;
  resume: Buffer;
}

async function stored(uuid: string): Promise<StoredApplication | undefined> {
  const row = await testApp.db.selectFrom('job_applications').selectAll().where('uuid', '=', uuid).executeTakeFirst();
  return row as StoredApplication | undefined;
}

async function applicationCount(): Promise<number> {
  const { n } = await testApp.db
    .selectFrom('job_applications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return n;
}

async function firstCareerId(): Promise<number> {
  const { id } = await testApp.db
    .selectFrom('careers')
    .select('id')
    .where('is_active', '=', 1)
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  return id;
}

async function setCareerActive(id: number, active: boolean): Promise<void> {
  await testApp.db.updateTable('careers').set({ is_active: active ? 1 : 0 }).where('id', '=', id).execute();
}

describe('POST /api/careers/applications', () => {
  it('keeps a valid application with its resume, typed from its content', async () => {
    const careerId = await firstCareerId();
    const response = await apply({ ...validFields, careerId: String(careerId) }, { ...pdfResume, type: 'application/octet-stream' });
    expect(response.statusCode).toBe(201);
    const body = receiptResponseSchema.parse(response.json());
    expect(body.message).toBe('Your application has been submitted successfully!');
    const row = await stored(body.data.uuid);
    expect(row).toMatchObject({
      career_id: careerId,
      position: 'software-developer',
      other_position: null,
      first_name: 'Ngosa',
      email: 'ngosa.mulenga@example.zm',
      experience: '3-5',
      available_from: '2030-02-01',
      agree_to_terms: 1,
      resume_filename: 'Ngosa Mulenga CV.pdf',
      resume_mime_type: 'application/pdf',
    });
    expect(Buffer.compare(row?.resume ?? Buffer.alloc(0), sampleDocuments.pdf)).toBe(0);
  });

  it('takes DOC and DOCX files, and the optional fields left out', async () => {
    const required = { firstName: 'Bupe', lastName: 'Phiri', email: 'bupe@example.zm', phone: '0971234567', position: 'customer-support', agreeToTerms: 'true' };
    const docx = await apply(required, { bytes: sampleDocuments.docx, filename: 'bupe.docx' });
    const doc = await apply(required, { bytes: sampleDocuments.doc, filename: 'bupe.DOC' });
    expect([docx.statusCode, doc.statusCode]).toEqual([201, 201]);
    expect(await stored(receiptResponseSchema.parse(docx.json()).data.uuid)).toMatchObject({
      career_id: null,
      experience: null,
      cover_letter: null,
      resume_mime_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    expect(await stored(receiptResponseSchema.parse(doc.json()).data.uuid)).toMatchObject({
      resume_filename: 'bupe.DOC',
      resume_mime_type: 'application/msword',
    });
  });

  it('keeps the other position only when the position is other, and a safe file name', async () => {
    const response = await apply(
      { ...validFields, position: 'other', otherPosition: ' Kitchen trainer ' },
      { bytes: sampleDocuments.pdf, filename: `..\\..\\${'r'.repeat(250)}\u0007.pdf` },
    );
    expect(response.statusCode).toBe(201);
    const row = await stored(receiptResponseSchema.parse(response.json()).data.uuid);
    expect(row?.other_position).toBe('Kitchen trainer');
    expect(row?.resume_filename).toBe(`${'r'.repeat(196)}.pdf`);

    const switched = await apply({ ...validFields, otherPosition: 'left from before' });
    expect((await stored(receiptResponseSchema.parse(switched.json()).data.uuid))?.other_position).toBeNull();
  });

  it.each([
    ['an executable', { bytes: sampleDocuments.exe, filename: 'setup.exe', type: 'application/x-msdownload' }],
    ['a renamed executable', { bytes: sampleDocuments.exe, filename: 'cv.pdf', type: 'application/pdf' }],
    ['text named .doc', { bytes: Buffer.from('My resume'), filename: 'cv.doc', type: 'application/msword' }],
    ['a PDF named .docx', { bytes: sampleDocuments.pdf, filename: 'cv.docx' }],
    ['an empty PDF', { bytes: Buffer.alloc(0), filename: 'cv.pdf' }],
  ])('refuses %s with 422 and keeps nothing', async (_case, resume) => {
    const before = await applicationCount();
    const response = await apply(validFields, resume);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ success: false, message: 'Please upload a PDF, DOC, or DOCX file' });
    expect(await applicationCount()).toBe(before);
  });

  it.each([
    ['6 MB', 6_000_000],
    ['exactly 5 MiB', 5 * 1024 * 1024],
    ['7 MiB, refused by its declared length', 7 * 1024 * 1024],
  ])('refuses a resume of %s with 413', async (_case, size) => {
    const before = await applicationCount();
    const bytes = Buffer.concat([sampleDocuments.pdf, Buffer.alloc(size - sampleDocuments.pdf.length, 0x20)]);
    const response = await apply(validFields, { bytes, filename: 'big.pdf' });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: 'File size should be less than 5MB' });
    expect(await applicationCount()).toBe(before);
  });

  it('takes a resume just under 5 MiB: the JSON body limit does not apply to uploads', async () => {
    const size = 5 * 1024 * 1024 - 1;
    const bytes = Buffer.concat([sampleDocuments.pdf, Buffer.alloc(size - sampleDocuments.pdf.length, 0x20)]);
    const response = await apply(validFields, { bytes, filename: 'long.pdf' });
    expect(response.statusCode).toBe(201);
    expect((await stored(receiptResponseSchema.parse(response.json()).data.uuid))?.resume).toHaveLength(size);
  });

  it('asks for the resume when none was sent, or only an empty file input', async () => {
    // FormData leaves out an empty file name: the part is then a file with no name and no bytes.
    for (const resume of [null, { bytes: Buffer.alloc(0), filename: '' }]) {
      const response = await apply(validFields, resume);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ success: false, message: 'Please upload your resume' });
    }
  });

  it.each([
    ['no agreement to the terms', { agreeToTerms: undefined }, 'Please agree to the terms and conditions'],
    ['agreeToTerms false', { agreeToTerms: 'false' }, 'Please agree to the terms and conditions'],
    ['other position unnamed', { position: 'other' }, 'Please specify the position you are applying for'],
    ['other position blank', { position: 'other', otherPosition: '   ' }, 'Please specify the position you are applying for'],
    ['an unknown position', { position: 'astronaut' }, 'Please select a position'],
    ['no first name', { firstName: '' }, 'Please fill in all required fields'],
    ['a bad e-mail', { email: 'ngosa' }, 'Please enter a valid email address'],
    ['a bad phone', { phone: '12345' }, 'Please enter a valid phone number'],
    ['an unknown experience', { experience: 'lots' }, 'experience: Invalid input'],
    ['a date that is none', { availableFrom: 'next week' }, 'Please enter a valid date'],
    ['a cover letter of 5001 characters', { coverLetter: 'c'.repeat(5001) }, 'Cover letter is too long (at most 5000 characters).'],
    ['a cover letter over the field limit', { coverLetter: 'c'.repeat(20_000) }, 'Cover letter is too long.'],
  ])('refuses %s with 422', async (_case, change, message) => {
    const before = await applicationCount();
    const response = await apply({ ...validFields, ...change });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ success: false, message });
    expect(await applicationCount()).toBe(before);
  });

  it('refuses an opening that does not exist or no longer takes applications', async () => {
    const closedId = await firstCareerId();
    await setCareerActive(closedId, false);
    try {
      for (const careerId of ['99999', String(closedId), 'abc', '-1']) {
        const response = await apply({ ...validFields, careerId });
        expect({ careerId, status: response.statusCode, body: response.json() }).toEqual({
          careerId,
          status: 422,
          body: { success: false, message: 'This job opening is no longer available. Please choose another position.' },
        });
      }
    } finally {
      await setCareerActive(closedId, true);
    }
  });

  it('takes one file only', async () => {
    const response = await apply(validFields, pdfResume, [pdfResume]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: 'Request body is too large' });
  });

  it('refuses a body that is not multipart', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/careers/applications', payload: { ...validFields, agreeToTerms: true } });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ success: false, message: 'The application must be sent as multipart/form-data' });
  });

  it('gives no way to read applications back', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/careers/applications' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Route GET /api/careers/applications not found' });
  });

  it('keeps multipart parsing to this route', async () => {
    const form = new FormData();
    form.append('name', 'Mwila');
    const response = await testApp.app.inject({ method: 'POST', url: '/api/contact/submit', ...(await multipartBody(form)) });
    expect(response.statusCode).toBe(415);
  });
});
