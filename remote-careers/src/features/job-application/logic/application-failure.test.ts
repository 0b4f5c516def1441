import { ApiError } from '@storefront/api-client';
import { applicationFailure } from './application-failure';

const failed = 'There was an error submitting your application. Please try again later.';

describe('applicationFailure', () => {
  it('puts a refused file under the upload box with the server message', () => {
    expect(applicationFailure(new ApiError('HTTP 413', 'http', 413, 'File size should be less than 5MB'))).toEqual({
      fileError: 'File size should be less than 5MB',
      messages: [],
    });
    expect(applicationFailure(new ApiError('HTTP 413', 'http', 413))).toEqual({
      fileError: 'File size should be less than 5MB',
      messages: [],
    });
    expect(applicationFailure(new ApiError('HTTP 422', 'http', 422, 'Please upload a PDF, DOC, or DOCX file'))).toEqual({
      fileError: 'Please upload a PDF, DOC, or DOCX file',
      messages: [],
    });
  });

  it("says the product's failure text, with the server's reason for a refusal", () => {
    expect(applicationFailure(new ApiError('HTTP 500', 'http', 500, 'Internal error'))).toEqual({ fileError: null, messages: [failed] });
    expect(applicationFailure(new ApiError('Failed to fetch', 'network'))).toEqual({ fileError: null, messages: [failed] });
    expect(applicationFailure(new Error('boom'))).toEqual({ fileError: null, messages: [failed] });
    expect(applicationFailure(new ApiError('HTTP 422', 'http', 422, 'This job opening is no longer available.'))).toEqual({
      fileError: null,
      messages: [failed, 'This job opening is no longer available.'],
    });
  });
});
