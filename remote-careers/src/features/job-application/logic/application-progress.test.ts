import { emptyApplication, type ApplicationFormValues } from './application-form';
import { moveAfterValidStep } from './application-progress';

const filled: ApplicationFormValues = {
  ...emptyApplication,
  firstName: 'Chanda',
  lastName: 'Mulenga',
  email: 'chanda@example.com',
  phone: '+260971234567',
  position: 'software-developer',
  experience: '3-5',
  education: 'bachelor',
  availableFrom: '2026-05-01',
  coverLetter: 'I build React apps.',
  heardFrom: 'referral',
  agreeToTerms: true,
};
const resume = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
const picture = new File(['GIF89a'], 'me.gif', { type: 'image/gif' });

describe('moveAfterValidStep', () => {
  it('goes from Personal Info to the next step', () => {
    expect(moveAfterValidStep(1, filled, null)).toEqual({ kind: 'step', step: 2 });
  });

  it('stays on the second step while the resume is missing or not a document', () => {
    expect(moveAfterValidStep(2, filled, null)).toMatchObject({ kind: 'resume', problem: expect.any(String) });
    expect(moveAfterValidStep(2, filled, picture)).toEqual({ kind: 'resume', problem: 'Please upload a PDF, DOC, or DOCX file' });
  });

  it('leaves the second step with a good resume, clearing its message', () => {
    expect(moveAfterValidStep(2, filled, resume)).toEqual({ kind: 'step', step: 3, fileError: null });
  });

  it('sends the whole form with the resume from the last step', () => {
    const move = moveAfterValidStep(3, filled, resume);
    expect(move).toMatchObject({ kind: 'send', resume, form: { firstName: 'Chanda', position: 'software-developer' } });
  });

  it('goes back to the first step that breaks a rule', () => {
    expect(moveAfterValidStep(3, { ...filled, email: 'not-an-address' }, resume)).toEqual({ kind: 'step', step: 1 });
  });

  it('goes back to the upload box when the resume went missing', () => {
    expect(moveAfterValidStep(3, filled, null)).toMatchObject({ kind: 'step', step: 2, fileError: expect.any(String) });
  });
});
