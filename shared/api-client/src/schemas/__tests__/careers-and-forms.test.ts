import { careerAnswer } from '../../test-support/fixtures';
import { careerSchema, careersResponseSchema } from '../careers';
import {
  applicationPersonalInfoSchema,
  applicationPositions,
  applicationPositionSchema,
  applicationAdditionalInfoSchema,
  educationLevels,
  experienceLevels,
  heardFromOptions,
  jobApplicationFormSchema,
  resumeFileError,
} from '../job-application';
import { riderSignUpPayloadSchema } from '../rider-signup';
import { supportIssueTypes, supportTicketSchema } from '../support-ticket';

const firstMessage = (result: { error?: { issues: { message: string }[] } }): string | undefined =>
  result.error?.issues[0]?.message;

describe('careers', () => {
  it('reads type from job_type, salaries from strings and benefits from a JSON string', () => {
    expect(careerSchema.parse(careerAnswer)).toMatchObject({
      type: 'Part-time',
      salary_min: 3000,
      salary_max: 5000,
      is_featured: true,
      benefits: ['Fuel allowance', 'Flexible hours', 'Insurance', 'Phone'],
    });
  });

  it('prefers type, and says Full-time when neither is sent', () => {
    expect(careerSchema.parse({ id: 1, title: 'Dev', type: 'Contract', job_type: 'Part-time' }).type).toBe('Contract');
    expect(careerSchema.parse({ id: 1, title: 'Dev' })).toMatchObject({ type: 'Full-time', benefits: [], is_featured: false });
  });

  it('keeps requirements as text, joining a list', () => {
    expect(careerSchema.parse({ id: 1, title: 'Dev', requirements: ['React', 'Node'] }).requirements).toBe('React\nNode');
  });

  it('reads the careers array answer and refuses bad careers', () => {
    expect(careersResponseSchema.parse({ careers: [careerAnswer] })).toHaveLength(1);
    expect(careersResponseSchema.safeParse({ careers: [{ id: 1 }] }).success).toBe(false);
    expect(careerSchema.safeParse({ ...careerAnswer, salary_min: 'a lot' }).success).toBe(false);
  });
});

describe('job application form', () => {
  const personal = { firstName: 'Mwila', lastName: 'Banda', email: 'mwila@example.com', phone: '+260977123456' };

  it('offers the option lists the product defines', () => {
    expect(applicationPositions).toEqual([
      'delivery-driver',
      'restaurant-partner-manager',
      'customer-support',
      'marketing-coordinator',
      'software-developer',
      'other',
    ]);
    expect(experienceLevels).toEqual(['0-1', '1-3', '3-5', '5-10', '10+']);
    expect(educationLevels).toEqual(['high-school', 'associate', 'bachelor', 'master', 'phd', 'other']);
    expect(heardFromOptions).toEqual(['job-board', 'company-website', 'social-media', 'referral', 'other']);
  });

  it("checks step 1 with the product's messages", () => {
    expect(applicationPersonalInfoSchema.safeParse(personal).success).toBe(true);
    expect(firstMessage(applicationPersonalInfoSchema.safeParse({ ...personal, lastName: '' }))).toBe(
      'Please fill in all required fields',
    );
    expect(firstMessage(applicationPersonalInfoSchema.safeParse({ ...personal, email: 'a@b' }))).toBe(
      'Please enter a valid email address',
    );
    expect(firstMessage(applicationPersonalInfoSchema.safeParse({ ...personal, phone: '12345' }))).toBe(
      'Please enter a valid phone number',
    );
  });

  it('checks step 2: a position, and its name when other', () => {
    expect(applicationPositionSchema.safeParse({ position: 'software-developer', experience: '3-5' }).success).toBe(true);
    expect(firstMessage(applicationPositionSchema.safeParse({ position: '' }))).toBe('Please select a position');
    expect(firstMessage(applicationPositionSchema.safeParse({ position: 'other', otherPosition: ' ' }))).toBe(
      'Please specify the position you are applying for',
    );
    expect(applicationPositionSchema.safeParse({ position: 'other', otherPosition: 'Chef' }).success).toBe(true);
  });

  it('checks the resume: present, PDF/DOC/DOCX, under 5 MB', () => {
    expect(resumeFileError(null)).toBe('Please upload your resume');
    expect(resumeFileError({ name: 'cv.png', size: 100 })).toBe('Please upload a PDF, DOC, or DOCX file');
    expect(resumeFileError({ name: 'cv.PDF', size: 5 * 1024 * 1024 })).toBe('File size should be less than 5MB');
    expect(resumeFileError({ name: 'cv.docx', size: 1024 })).toBeNull();
  });

  it('needs the terms agreed on step 3 and validates the whole form', () => {
    expect(firstMessage(applicationAdditionalInfoSchema.safeParse({ agreeToTerms: false }))).toBe(
      'Please agree to the terms and conditions',
    );
    const complete = { ...personal, position: 'other', otherPosition: 'Chef', agreeToTerms: true, heardFrom: 'referral' };
    expect(jobApplicationFormSchema.safeParse(complete).success).toBe(true);
    expect(jobApplicationFormSchema.safeParse({ ...complete, otherPosition: '' }).success).toBe(false);
  });
});

describe('support ticket and rider sign-up', () => {
  const ticket = { name: 'Mwila', email: 'm@x.zm', issueType: 'order-issue', message: 'My order is late' };

  it('accepts a ticket with or without an order number, with the issue types the product defines', () => {
    expect(supportIssueTypes).toEqual([
      'order-issue',
      'delivery-issue',
      'payment-issue',
      'account-issue',
      'restaurant-feedback',
      'app-website-feedback',
      'other',
    ]);
    expect(supportTicketSchema.safeParse(ticket).success).toBe(true);
    expect(supportTicketSchema.safeParse({ ...ticket, orderNumber: 'A1B2C3' }).success).toBe(true);
    expect(supportTicketSchema.safeParse({ ...ticket, issueType: 'billing' }).success).toBe(false);
    expect(supportTicketSchema.safeParse({ ...ticket, message: '' }).success).toBe(false);
  });

  it('signs a rider up without role or phone', () => {
    const rider = { first_name: 'Chanda', last_name: 'Phiri', email: 'chanda@example.com', password: 'secret' };
    expect(riderSignUpPayloadSchema.parse({ ...rider, role: 'rider', phone: '0977' })).toEqual(rider);
    expect(firstMessage(riderSignUpPayloadSchema.safeParse({ ...rider, email: 'chanda' }))).toBe(
      'Please enter a valid email address.',
    );
  });
});
