import { sampleDocuments } from '../test-support/multipart-body';
import { checkResume, detectResumeKind, sanitiseResumeFilename } from './resume-file';

describe('detectResumeKind', () => {
  it('tells PDF, DOC and DOCX apart by their first bytes', () => {
    expect(detectResumeKind(sampleDocuments.pdf)).toBe('pdf');
    expect(detectResumeKind(sampleDocuments.doc)).toBe('doc');
    expect(detectResumeKind(sampleDocuments.docx)).toBe('docx');
  });

  it('knows nothing else: executables, plain text, an empty file, a ZIP that is not a Word document', () => {
    expect(detectResumeKind(sampleDocuments.exe)).toBeNull();
    expect(detectResumeKind(Buffer.from('My resume, as text'))).toBeNull();
    expect(detectResumeKind(Buffer.alloc(0))).toBeNull();
    expect(detectResumeKind(Buffer.from('PK\x03\x04photos/holiday.jpg', 'latin1'))).toBeNull();
  });
});

describe('sanitiseResumeFilename', () => {
  it.each([
    ['Mwila Banda CV.pdf', 'pdf', 'Mwila Banda CV.pdf'],
    ['C:\\Users\\mwila\\cv.PDF', 'pdf', 'cv.PDF'],
    ['../../etc/passwd.docx', 'docx', 'passwd.docx'],
    ['cv\u202Excod.docx', 'docx', 'cvxcod.docx'],
    ['  my\tcv  <final>?.doc', 'doc', 'my cv _final__.doc'],
    ['.pdf', 'pdf', 'resume.pdf'],
    ['Résumé Ngosa.pdf', 'pdf', 'Résumé Ngosa.pdf'],
  ] as const)('%j -> %j', (original, kind, expected) => {
    expect(sanitiseResumeFilename(original, kind)).toBe(expected);
  });

  it('keeps at most 200 characters and the extension', () => {
    const kept = sanitiseResumeFilename(`${'a'.repeat(300)}.docx`, 'docx');
    expect(kept).toHaveLength(200);
    expect(kept.endsWith('a.docx')).toBe(true);
  });

  it('never cuts a character in half', () => {
    const kept = sanitiseResumeFilename(`${'a'.repeat(195)}😀😀.pdf`, 'pdf');
    expect(kept).toBe(`${'a'.repeat(195)}.pdf`);
  });
});

describe('checkResume', () => {
  it('types the file from its content, not from the name the client gave', () => {
    expect(checkResume({ filename: 'cv.pdf', bytes: sampleDocuments.pdf })).toEqual({
      ok: true,
      resume: { filename: 'cv.pdf', mimeType: 'application/pdf', bytes: sampleDocuments.pdf },
    });
  });

  it.each([
    [null, 'Please upload your resume', false],
    [{ filename: '', bytes: Buffer.alloc(0) }, 'Please upload your resume', false],
    [{ filename: 'setup.exe', bytes: sampleDocuments.exe }, 'Please upload a PDF, DOC, or DOCX file', false],
    [{ filename: 'cv.pdf', bytes: sampleDocuments.exe }, 'Please upload a PDF, DOC, or DOCX file', false],
    [{ filename: 'cv.docx', bytes: sampleDocuments.pdf }, 'Please upload a PDF, DOC, or DOCX file', false],
    [{ filename: 'cv.pdf', bytes: Buffer.alloc(0) }, 'Please upload a PDF, DOC, or DOCX file', false],
    [{ filename: 'cv.pdf', bytes: Buffer.alloc(5 * 1024 * 1024) }, 'File size should be less than 5MB', true],
  ])('refuses %#', (upload, message, tooLarge) => {
    expect(checkResume(upload)).toEqual({ ok: false, message, tooLarge });
  });
});
