/** @jest-environment node */
import '../../test-support/memory-local-storage';
import { stubFetch, useTestRuntime, API_URL } from '@storefront/testing';
import { registerRider, submitJobApplication, submitSupportTicket } from '../self-service';

beforeEach(useTestRuntime);

const receipt = { success: true, message: 'Received', data: { uuid: 'r-1' } };

describe('submitJobApplication', () => {
  it('posts the form and the resume as multipart data', async () => {
    const captured: FormData[] = [];
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const request = input as Request;
      expect(request.url).toBe(`${API_URL}/careers/applications`);
      captured.push(await request.formData());
      return new Response(JSON.stringify(receipt), { status: 201, headers: { 'content-type': 'application/json' } });
    });
    const resume = new File([new Uint8Array([37, 80, 68, 70])], 'cv.pdf', { type: 'application/pdf' });
    await expect(
      submitJobApplication(
        {
          firstName: 'Chanda',
          lastName: 'Mulenga',
          email: 'chanda@example.com',
          phone: '+260971234567',
          position: 'software-developer',
          agreeToTerms: true,
          coverLetter: '',
        },
        resume,
        5,
      ),
    ).resolves.toEqual(receipt);
    const [form] = captured;
    expect(form?.get('firstName')).toBe('Chanda');
    expect(form?.get('agreeToTerms')).toBe('true');
    expect(form?.get('careerId')).toBe('5');
    expect(form?.has('coverLetter')).toBe(false);
    const file = form?.get('resume');
    expect(file).toBeInstanceOf(Blob);
    expect((file as File).name).toBe('cv.pdf');
  });
});

describe('submitSupportTicket and registerRider', () => {
  it('post JSON and read the answers', async () => {
    const stub = stubFetch({ status: 201, body: receipt });
    await submitSupportTicket({ name: 'A', email: 'a@example.com', issueType: 'order-issue', message: 'Late' });
    expect(stub.only().url.pathname).toBe('/api/support/tickets');

    const rider = stubFetch({ body: { success: false, message: 'The email has already been taken.' } });
    await expect(registerRider({ first_name: 'A', last_name: 'B', email: 'a@example.com', password: 'x' })).resolves.toEqual({
      success: false,
      message: 'The email has already been taken.',
    });
    expect(rider.only().body).toEqual({ first_name: 'A', last_name: 'B', email: 'a@example.com', password: 'x' });
  });
});
