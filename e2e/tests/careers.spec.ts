import type { Page } from '@playwright/test';
import { setBackendFault } from '../support/backend-faults';
import { newCustomer } from '../support/customer';
import { expect, test } from '../support/stack-fixture';

/** A small but real PDF document. */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test.afterEach(async ({ request }) => setBackendFault(request, { mode: 'off' }));

test('careers lists the openings from the server, and the defaults when it is down', async ({ page, request }) => {
  await page.goto('/careers');
  await expect(page.getByRole('heading', { level: 1, name: 'Join Our Team' })).toBeVisible();
  for (const name of ['Growth Opportunities', 'Inclusive Culture', 'Competitive Benefits']) {
    await expect(page.getByRole('heading', { name })).toBeVisible();
  }
  await expect(page.getByText(/^\(\d+ positions? available\)$/)).toBeVisible();
  const openings = page.getByRole('list', { name: 'Job openings' }).or(page.getByLabel('Job openings'));
  await expect(openings.getByRole('link', { name: 'Apply Now for Operations Lead' })).toBeVisible();
  await expect(page.getByText(/^ZMW [\d,]+ - [\d,]+$/).first()).toBeVisible();
  // Every closing date shown is still ahead.
  const deadlines = await page.getByText(/^Apply by: /).allTextContents();
  expect(deadlines.length).toBeGreaterThan(0);
  for (const deadline of deadlines) expect(Date.parse(`${deadline.replace('Apply by: ', '')} 23:59:59`)).toBeGreaterThan(Date.now());

  await setBackendFault(request, { mode: 'down', paths: ['/api/careers'] });
  const showsDefaults = async () => {
    await expect(page.getByText('Unable to load current job openings. Showing default positions.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Apply Now for Software Developer' })).toHaveAttribute('href', '/apply?position=5');
    await expect(page.getByRole('link', { name: /^Apply Now for / })).toHaveCount(5);
  };
  // Rendered by the host's server, then reached from another page (read in the browser).
  await page.reload();
  await showsDefaults();
  await page.getByRole('banner').getByRole('link', { name: 'Home' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/apply');
  await page.getByRole('link', { name: 'Careers' }).first().click();
  await expect(page).toHaveURL(/\/careers$/);
  await showsDefaults();
});

async function fillStepOne(page: Page) {
  await page.getByLabel('First Name').fill('Chanda');
  await page.getByLabel('Last Name').fill('Mulenga');
  await page.getByLabel('Email Address').fill('chanda.mulenga@example.com');
  await page.getByLabel('Phone Number').fill('+260971234567');
  await page.getByRole('button', { name: 'Next' }).click();
}

test('an applicant goes through the three steps with a PDF resume and the company receives it', async ({ page }) => {
  await page.goto('/careers');
  await page.getByRole('link', { name: 'Apply Now for Software Developer' }).click();
  await expect(page).toHaveURL(/\/apply\?position=\d+$/);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill in all required fields' })).toBeVisible();
  await fillStepOne(page);

  await expect(page.getByRole('combobox', { name: 'Position', exact: true })).toHaveValue('software-developer');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please upload your resume')).toBeVisible();

  const upload = page.getByLabel('Upload your resume');
  await upload.setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(page.getByText('Please upload a PDF, DOC, or DOCX file')).toBeVisible();
  await upload.setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(6 * 1024 * 1024, 0x25) });
  await expect(page.getByText('File size should be less than 5MB')).toBeVisible();
  await upload.setInputFiles({ name: 'chanda-cv.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByLabel('First Name')).toHaveValue('Chanda');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Cover Letter').fill('I build fast React apps for Zambian shoppers.');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please agree to the terms and conditions' })).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Submit Application' }).click();

  await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
  await expect(page.getByText('Your application has been submitted successfully!').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What happens next?' })).toBeVisible();
  // The page's back link and the success screen's own.
  await expect(page.getByRole('link', { name: 'Back to Careers' })).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Go to Homepage' })).toBeVisible();
});

test('the server refuses a renamed file, and nothing the applicant typed is lost', async ({ page }) => {
  await page.goto('/apply');
  await fillStepOne(page);
  await page.getByRole('combobox', { name: 'Position', exact: true }).selectOption('other');
  await page.getByRole('textbox', { name: 'Please specify the position' }).fill('Chef trainer');
  await page.getByLabel('Upload your resume').setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ not a pdf') });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Please upload a PDF, DOC, or DOCX file')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Please specify the position' })).toHaveValue('Chef trainer');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByLabel('Email Address')).toHaveValue('chanda.mulenga@example.com');
});

test('a support ticket is sent, thanked for, and the form comes back empty', async ({ page }) => {
  await page.goto('/support');
  const form = page.getByRole('form', { name: 'Support ticket' });
  await form.getByLabel('Full Name').fill('Mutale Phiri');
  await form.getByLabel('Email Address').fill('mutale@example.com');
  await form.getByLabel('Order Number (optional)').fill('AB12CD');
  await form.getByLabel(/Issue Type/).selectOption('delivery-issue');
  await form.getByLabel(/Message/).fill('My order arrived cold.');
  await form.getByRole('button', { name: /Submit/ }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit Another Ticket' }).click();
  await expect(page.getByRole('form', { name: 'Support ticket' }).getByLabel('Full Name')).toHaveValue('');
  await expect(page.getByText('Monday - Friday: 8:00 AM - 10:00 PM')).toBeVisible();
});

test('a rider signs up and is sent to the login page, which says riders continue in the rider app', async ({ page }) => {
  const rider = newCustomer();
  await page.goto('/rider/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Become a Rider' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Rider sign-up' });
  await form.getByLabel('First Name').fill('Bwalya');
  await form.getByLabel('Last Name').fill('Tembo');
  await form.getByLabel('Email').fill('bwalya@example');
  await form.getByLabel('Password', { exact: true }).fill(rider.password);
  await form.getByRole('button', { name: /Sign Up|Register|Become/ }).click();
  await expect(page.getByText('Please enter a valid email address.').first()).toBeVisible();
  await form.getByLabel('Email').fill(rider.email);
  await form.getByLabel('Password', { exact: true }).fill('Ride24');
  await form.getByRole('button', { name: /Sign Up|Register|Become/ }).click();
  await expect(form.getByText('Use at least 8 characters for your password.')).toBeVisible();
  await form.getByLabel('Password', { exact: true }).fill(rider.password);
  await form.getByRole('button', { name: /Sign Up|Register|Become/ }).click();
  await expect(page).toHaveURL(/\/auth\/login\?from=rider-signup$/);
  // The customer's sign-in does not take rider accounts: the page says where riders go instead.
  const notice = page.getByRole('region', { name: 'Riders continue in the rider app' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: 'Get the rider app' })).toHaveAttribute('href', '/rider-app');
});
