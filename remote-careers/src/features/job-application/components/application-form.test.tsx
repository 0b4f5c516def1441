import { contentClient } from '@storefront/api-client';
import { toastAtom } from '@storefront/contract';
import { fakeApi, renderWithProviders, type FakeRequest } from '@storefront/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApplicationForm } from './application-form';

const fallbackCareers = [
  { id: 1, title: 'Delivery Driver' },
  { id: 2, title: 'Restaurant Partner Manager' },
  { id: 3, title: 'Customer Support Specialist' },
  { id: 4, title: 'Marketing Coordinator' },
  { id: 5, title: 'Software Developer' },
];

const receipt = { status: 201, body: { success: true, message: 'Your application has been submitted successfully!', data: { uuid: 'a-1' } } };

function pdf(name = 'cv.pdf', size?: number): File {
  const file = new File(['%PDF-1.4 resume'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** The multipart body the page sent, read back as form data. */
async function sentForm(request: FakeRequest): Promise<FormData> {
  return new Response(String(request.body), { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
}

function renderForm(positionParam = '', options: { applyAccept?: boolean } = {}) {
  const rendered = renderWithProviders(<ApplicationForm positionParam={positionParam} fallbackCareers={fallbackCareers} />, {
    route: `/apply?position=${positionParam}`,
  });
  const user = options.applyAccept === false ? userEvent.setup({ applyAccept: false }) : rendered.user;
  const textbox = (name: string) => screen.getByRole('textbox', { name });
  const select = (name: string) => screen.getByRole('combobox', { name });
  const next = () => user.click(screen.getByRole('button', { name: 'Next' }));
  const banner = () => screen.getByRole('alert');
  const resumeInput = () => screen.getByLabelText(/Upload your resume/);
  const fillPersonal = async (values: Partial<Record<'First Name' | 'Last Name' | 'Email Address' | 'Phone Number', string>> = {}) => {
    const all = {
      'First Name': 'Chanda',
      'Last Name': 'Mulenga',
      'Email Address': 'chanda@example.com',
      'Phone Number': '+260971234567',
      ...values,
    };
    for (const [name, value] of Object.entries(all)) {
      await user.clear(textbox(name));
      if (value) await user.type(textbox(name), value);
    }
  };
  const toStep3 = async (file: File = pdf()) => {
    await fillPersonal();
    await next();
    await user.selectOptions(select('Position'), 'Software Developer');
    await user.upload(resumeInput(), file);
    await next();
  };
  return { ...rendered, user, textbox, select, next, banner, resumeInput, fillPersonal, toStep3 };
}

beforeEach(() => {
  contentClient.clear();
});

describe('ApplicationForm, step by step', () => {
  it('is sent as a POST, so nothing typed shows in the address when it is sent before the app is in', () => {
    fakeApi({});
    renderForm();
    expect(screen.getByRole('form', { name: 'Job application' })).toHaveAttribute('method', 'post');
  });

  it('shows the three steps and starts on Personal Info', () => {
    fakeApi({});
    renderForm();
    const steps = within(screen.getByRole('navigation', { name: 'Application steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['1Step 1: Personal Info', '2Step 2: Resume & Position', '3Step 3: Additional Info']);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('heading', { name: 'Personal Info' })).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Position' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Application' })).not.toBeInTheDocument();
  });

  it('keeps step 1 until all four fields are filled', async () => {
    fakeApi({});
    const { next, banner, textbox } = renderForm();
    await next();
    expect(banner()).toHaveTextContent('Please fill in all required fields');
    expect(textbox('First Name')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('First Name')).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Personal Info' })).toBeVisible();
  });

  it('keeps step 1 for an invalid e-mail address or phone number', async () => {
    fakeApi({});
    const { next, banner, fillPersonal, textbox } = renderForm();
    await fillPersonal({ 'Email Address': 'chanda@example' });
    await next();
    expect(banner()).toHaveTextContent('Please enter a valid email address');
    expect(textbox('Email Address')).toHaveAccessibleDescription('Please enter a valid email address');

    await fillPersonal({ 'Phone Number': '0971' });
    await next();
    expect(banner()).toHaveTextContent('Please enter a valid phone number');
    expect(banner()).not.toHaveTextContent('email');
    expect(screen.getByRole('heading', { name: 'Personal Info' })).toBeVisible();
  });

  it('asks for a position and a resume on step 2, the resume under the upload box', async () => {
    fakeApi({});
    const { next, fillPersonal, resumeInput } = renderForm();
    await fillPersonal();
    await next();
    expect(screen.getByRole('heading', { name: 'Resume & Position' })).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await next();
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(['Please upload your resume', 'Please select a position']);
    expect(resumeInput()).toHaveAccessibleDescription(expect.stringContaining('Please upload your resume'));
    expect(screen.getByRole('heading', { name: 'Resume & Position' })).toBeVisible();
  });

  it('asks which position for other, and clears it when another is chosen', async () => {
    fakeApi({});
    const { user, next, fillPersonal, select, textbox, banner, resumeInput } = renderForm();
    await fillPersonal();
    await next();
    expect(screen.queryByRole('textbox', { name: 'Please specify the position' })).not.toBeInTheDocument();
    await user.selectOptions(select('Position'), 'Other');
    await user.upload(resumeInput(), pdf());
    await next();
    expect(banner()).toHaveTextContent('Please specify the position you are applying for');

    await user.type(textbox('Please specify the position'), 'Chef');
    await user.selectOptions(select('Position'), 'Delivery Driver');
    expect(screen.queryByRole('textbox', { name: 'Please specify the position' })).not.toBeInTheDocument();
    await user.selectOptions(select('Position'), 'Other');
    expect(textbox('Please specify the position')).toHaveValue('');
  });

  it('refuses a file of 5 MB or more, and one that is not PDF, DOC or DOCX, when it is chosen', async () => {
    fakeApi({});
    const { next, fillPersonal, resumeInput, select, user } = renderForm('', { applyAccept: false });
    await fillPersonal();
    await next();
    await user.selectOptions(select('Position'), 'Delivery Driver');

    await user.upload(resumeInput(), pdf('big.pdf', 5 * 1024 * 1024));
    expect(screen.getByRole('alert')).toHaveTextContent('File size should be less than 5MB');
    expect(resumeInput()).toHaveAttribute('aria-invalid', 'true');

    await user.upload(resumeInput(), new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please upload a PDF, DOC, or DOCX file');
    await next();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Please upload a PDF, DOC, or DOCX file']);
    expect(screen.getByRole('heading', { name: 'Resume & Position' })).toBeVisible();

    await user.upload(resumeInput(), new File(['doc'], 'cv.DOCX'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText(/Selected: cv\.DOCX/)).toBeInTheDocument();
    await next();
    expect(screen.getByRole('heading', { name: 'Additional Info' })).toBeVisible();
  });

  it('goes back with Previous keeping everything, the chosen file too', async () => {
    fakeApi({});
    const { user, toStep3, textbox, select } = renderForm();
    await toStep3();
    await user.type(textbox('Cover Letter'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(select('Position')).toHaveValue('software-developer');
    expect(screen.getByText(/Selected: cv\.pdf/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(textbox('First Name')).toHaveValue('Chanda');
    expect(textbox('Email Address')).toHaveValue('chanda@example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(textbox('Cover Letter')).toHaveValue('Hello');
  });

  it('asks to agree to the terms before sending, with the Terms and Privacy links', async () => {
    const api = fakeApi({ 'POST /careers/applications': receipt });
    const { user, toStep3, banner } = renderForm();
    await toStep3();
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(banner()).toHaveTextContent('Please agree to the terms and conditions');
    expect(api.requests).toHaveLength(0);
  });
});

describe('ApplicationForm, sending', () => {
  it('sends every field and the resume, shows Submitting..., then the submitted screen, the toast and an empty form', async () => {
    let answer: () => void = () => undefined;
    const api = fakeApi({
      'POST /careers/applications': () =>
        new Promise((resolve) => {
          answer = () => resolve(receipt);
        }),
    });
    const { user, toStep3, textbox, select, store, resumeInput } = renderForm();
    await toStep3();
    await user.selectOptions(select('Highest Education'), "Bachelor's Degree");
    await user.type(screen.getByLabelText('Available From'), '2026-05-01');
    await user.type(textbox('Cover Letter'), 'I build React apps.');
    await user.selectOptions(select('How did you hear about us?'), 'Referral');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms and Privacy policies/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await waitFor(() => expect(api.sentTo('POST /careers/applications')).toHaveLength(1));
    answer();

    expect(await screen.findByRole('heading', { name: 'Application Submitted!' })).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'What happens next?' })).toBeInTheDocument();
    expect(screen.getByText(/5-7 business days/)).toBeInTheDocument();
    expect(screen.getByText(/initial interview/)).toBeInTheDocument();
    expect(screen.getByText(/2-3 interview rounds/)).toBeInTheDocument();
    expect(screen.getByText(/offer letter by e-mail/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Careers' })).toHaveAttribute('href', '/careers');
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    expect(store.get(toastAtom)).toMatchObject({ message: 'Your application has been submitted successfully!', tone: 'success' });

    const form = await sentForm(api.sentTo('POST /careers/applications')[0]!);
    expect(Object.fromEntries([...form.entries()].filter(([name]) => name !== 'resume'))).toEqual({
      firstName: 'Chanda',
      lastName: 'Mulenga',
      email: 'chanda@example.com',
      phone: '+260971234567',
      position: 'software-developer',
      education: 'bachelor',
      availableFrom: '2026-05-01',
      coverLetter: 'I build React apps.',
      heardFrom: 'referral',
      agreeToTerms: 'true',
    } satisfies Record<string, string>);
    expect((form.get('resume') as File).name).toBe('cv.pdf');
    expect(form.has('careerId')).toBe(false);

    // The form behind the screen is empty again, back on step 1, without the file.
    expect(screen.queryByRole('form', { name: 'Job application' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/First Name/, { selector: 'input' })).toHaveValue('');
    expect(screen.getByLabelText(/Cover Letter/, { selector: 'textarea' })).toHaveValue('');
    expect(screen.getByLabelText(/Position/, { selector: 'select' })).toHaveValue('');
    expect((resumeInput() as HTMLInputElement).files).toHaveLength(0);
    expect(screen.queryByText(/Selected:/)).not.toBeInTheDocument();
  });

  it('says the submit failed and loses nothing', async () => {
    fakeApi({ 'POST /careers/applications': { status: 500, body: { success: false, message: 'Database is down' } } });
    const { user, toStep3, textbox, store } = renderForm();
    await toStep3();
    await user.type(textbox('Cover Letter'), 'Hello');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error submitting your application. Please try again later.',
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('Database is down');
    expect(store.get(toastAtom)).toBeNull();
    expect(textbox('Cover Letter')).toHaveValue('Hello');
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText(/Selected: cv\.pdf/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(textbox('First Name')).toHaveValue('Chanda');
  });

  it('shows a file the server refused under the upload box', async () => {
    fakeApi({ 'POST /careers/applications': { status: 413, body: { success: false, message: 'File size should be less than 5MB' } } });
    const { user, toStep3, resumeInput } = renderForm();
    await toStep3();
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByRole('heading', { name: 'Resume & Position' })).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('File size should be less than 5MB');
    expect(resumeInput()).toHaveAccessibleDescription(expect.stringContaining('File size should be less than 5MB'));
  });
});

describe('ApplicationForm, the position from the link', () => {
  // The position select is on step 2, hidden while step 1 shows.
  const positionSelect = () => screen.getByRole('combobox', { name: 'Position', hidden: true });
  const otherPositionInput = () => screen.getByRole('textbox', { name: 'Please specify the position', hidden: true });

  it('takes an option value', () => {
    fakeApi({});
    renderForm('marketing-coordinator');
    expect(positionSelect()).toHaveValue('marketing-coordinator');
  });

  it('takes a built-in id when the openings cannot be loaded, and sends no careerId', async () => {
    const api = fakeApi({ 'GET /careers': { status: 500 }, 'POST /careers/applications': receipt });
    const { user, fillPersonal, next, resumeInput } = renderForm('3');
    expect(positionSelect()).toHaveValue('customer-support');
    await waitFor(() => expect(api.sentTo('GET /careers')).toHaveLength(1));
    await fillPersonal();
    await next();
    await user.upload(resumeInput(), pdf());
    await next();
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await screen.findByRole('heading', { name: 'Application Submitted!' });
    const form = await sentForm(api.sentTo('POST /careers/applications')[0]!);
    expect(form.get('position')).toBe('customer-support');
    expect(form.has('careerId')).toBe(false);
  });

  it("takes a server opening by its title, under other when no option fits, and sends its id", async () => {
    const api = fakeApi({
      'GET /careers': { body: { careers: [{ id: 6, title: 'Operations Lead', type: 'Full-time', benefits: [] }] } },
      'POST /careers/applications': receipt,
    });
    const { user, fillPersonal, next, resumeInput } = renderForm('6');
    await waitFor(() => expect(positionSelect()).toHaveValue('other'));
    expect(otherPositionInput()).toHaveValue('Operations Lead');
    await fillPersonal();
    await next();
    await user.upload(resumeInput(), pdf());
    await next();
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await screen.findByRole('heading', { name: 'Application Submitted!' });
    const form = await sentForm(api.sentTo('POST /careers/applications')[0]!);
    expect(form.get('position')).toBe('other');
    expect(form.get('otherPosition')).toBe('Operations Lead');
    expect(form.get('careerId')).toBe('6');
  });

  it('sends no careerId once the applicant chose another position', async () => {
    const api = fakeApi({
      'GET /careers': { body: { careers: [{ id: 15, title: 'Software Developer', type: 'Full-time', benefits: [] }] } },
      'POST /careers/applications': receipt,
    });
    const { user, fillPersonal, next, select, resumeInput } = renderForm('15');
    await waitFor(() => expect(positionSelect()).toHaveValue('software-developer'));
    await fillPersonal();
    await next();
    await user.selectOptions(select('Position'), 'Delivery Driver');
    await user.upload(resumeInput(), pdf());
    await next();
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await screen.findByRole('heading', { name: 'Application Submitted!' });
    const form = await sentForm(api.sentTo('POST /careers/applications')[0]!);
    expect(form.get('position')).toBe('delivery-driver');
    expect(form.has('careerId')).toBe(false);
  });
});
