import { setBackendFault } from '../support/backend-faults';
import { expect, test } from '../support/stack-fixture';

interface CompanyDetails {
  company_email: string;
  company_phone: string;
  company_address: string;
}

test.afterEach(async ({ request }) => setBackendFault(request, { mode: 'off' }));

test('the home page shows every block from the content service', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore the restaurants near you' })).toBeVisible();
  const main = page.getByRole('main');
  for (const [name, path] of [
    ['Try The App', '/user-app'],
    ['Become A Merchant', '/merchant-app'],
    ['Become A Rider', '/rider-app'],
  ]) {
    await expect(main.getByRole('heading', { name })).toBeVisible();
    await expect(main.locator(`a[href="${path}"]`).first()).toBeVisible();
  }
  // The shop's meal grid loads as it comes near the viewport, as the customer scrolls to it.
  await main.getByRole('heading', { name: 'Explore the restaurants near you' }).scrollIntoViewIfNeeded();
  await expect(main.getByRole('region', { name: 'Meals' }).getByRole('article').first()).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Explore the benefits of our platform' })).toBeVisible();
  await expect(main.getByRole('list', { name: 'Highlights' }).getByRole('listitem').first()).toBeVisible();

  const faq = main.getByRole('region', { name: 'Frequently Asked Questions' });
  // Each question is the summary of a native disclosure; one answer is open at a time.
  const questions = faq.locator('details');
  await questions.nth(0).locator('summary').click();
  await expect(questions.nth(0)).toHaveAttribute('open');
  await questions.nth(1).locator('summary').click();
  await expect(questions.nth(1)).toHaveAttribute('open');
  await expect(questions.nth(0)).not.toHaveAttribute('open');
  // None of the fallback messages shows when the content service answers.
  await expect(page.getByText(/Showing default/)).toHaveCount(0);

  await main.locator('a[href="/rider-app"]').first().click();
  await expect(page).toHaveURL(/\/rider-app$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("with the content service down, pages show their defaults and the product's messages", async ({ page, request }) => {
  // Every content read fails as if the service were down, for the host's server and the browser;
  // the commerce API (meals) still answers.
  await setBackendFault(request, { mode: 'down', paths: ['/api/content', '/api/components', '/api/blog', '/api/pages', '/api/contact/info'] });

  await page.goto('/');
  await expect(page.getByText('Unable to load latest features. Showing default content.')).toBeVisible();
  await expect(page.getByText('Unable to load latest highlights. Showing default content.')).toBeVisible();
  await expect(page.getByText('Unable to load latest FAQs. Showing default questions.')).toBeVisible();
  await expect(page.getByText('Oops! Something went wrong')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Become A Merchant' })).toBeVisible();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('contentinfo').getByText('Using default footer content')).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Careers' })).toBeVisible();

  await page.goto('/about');
  await expect(page.getByText('Using fallback content. Error: Failed to load about content')).toBeVisible();
  await expect(page.getByText('Using default team data')).toBeVisible();

  await page.goto('/blog');
  await expect(page.getByText('Failed to load blog posts.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();

  await page.goto('/privacy');
  await expect(page.getByRole('heading', { name: 'Refund Policy' })).toBeVisible();
  await expect(page.getByText('Last updated: June 1, 2024')).toBeVisible();

  await page.goto('/contact');
  await expect(page.getByRole('region', { name: 'Other Ways to Reach Us' }).getByRole('link').first()).toBeVisible();

  await page.goto('/rider-app');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Flexible Hours')).toBeVisible();
});

test('the blog pages through its posts and opens one by its slug', async ({ page }) => {
  await page.goto('/blog');
  const posts = page.getByRole('region', { name: 'Blog posts' }).or(page.getByLabel('Blog posts'));
  const cards = posts.getByRole('link');
  await expect(cards).toHaveCount(12);
  const pages = page.getByRole('navigation', { name: 'Blog pages' });
  await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await pages.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(cards).toHaveCount(5);
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(pages.getByRole('link', { name: 'Next' })).toHaveCount(0);
  await expect(pages.getByText('Next')).toHaveAttribute('aria-disabled', 'true');
  await page.goBack();
  await expect(cards).toHaveCount(12);

  const first = cards.first();
  const href = (await first.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/);
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Share this post' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Back to Blog/i }).or(page.getByRole('link', { name: /Blog/ }).first())).toBeVisible();

  await page.goto('/blog/no-such-post');
  await expect(page.getByText('Post not found')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('the contact form checks its fields, counts the message and sends it', async ({ page }) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('button', { name: /Send/ }).click();
  await expect(form.getByLabel('Name')).toHaveAccessibleDescription('This field is required');
  await expect(form.getByLabel('Name')).toBeFocused();

  await form.getByLabel('Name').fill('Chanda Mulenga');
  await form.getByLabel('Email').fill('chanda@example');
  await form.getByLabel('Subject').fill('Catering for a wedding');
  const message = form.getByLabel('Message');
  await message.fill('Hello from Ndola');
  await expect(form.getByText('16/2000')).toBeVisible();
  await message.fill('x'.repeat(2100));
  await expect(message).toHaveValue('x'.repeat(2000));
  await expect(form.getByText('2000/2000')).toBeVisible();
  await message.fill('Do you cater for 200 guests in Ndola?');
  await form.getByRole('button', { name: /Send/ }).click();
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address');

  await form.getByLabel('Email').fill('chanda@example.com');
  await form.getByRole('button', { name: /Send/ }).click();
  await expect(page.getByText("Thank you for your message! We'll get back to you soon.")).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('');
});

test("the company's e-mail, phone and address are the same on /contact, /privacy, /support and in the footer", async ({ page, request }) => {
  const answer = (await (await request.get('/api/contact/info')).json()) as { data: CompanyDetails };
  const { company_email: email, company_phone: phone, company_address: address } = answer.data;

  await page.goto('/contact');
  const channels = page.getByRole('region', { name: 'Other Ways to Reach Us' });
  await expect(channels.getByRole('link', { name: email })).toBeVisible();
  await expect(channels.getByRole('link', { name: phone })).toBeVisible();
  await expect(channels.getByText(address)).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByRole('link', { name: email })).toBeVisible();
  await expect(footer.getByRole('link', { name: phone })).toBeVisible();

  await page.goto('/privacy');
  const contactUs = page.getByRole('region', { name: 'Contact Us', exact: true });
  await expect(contactUs.getByRole('link', { name: email })).toBeVisible();
  await expect(contactUs.getByRole('link', { name: phone })).toBeVisible();
  await expect(contactUs.getByText(`Address: ${address}`)).toBeVisible();
  // The policies name the same details in their own text.
  await expect(page.getByRole('region', { name: 'Privacy Policy' })).toContainText(`write to ${email} or call ${phone}.`);
  await expect(page.getByRole('region', { name: 'Terms of Service' })).toContainText(address);
  // Dated before today, not in some past year.
  const updated = (await page.getByText(/^Last updated: /).textContent()) ?? '';
  const updatedOn = Date.parse(updated.replace('Last updated: ', ''));
  expect(updatedOn).toBeLessThanOrEqual(Date.now());
  expect(updatedOn).toBeGreaterThan(Date.now() - 365 * 24 * 3600 * 1000);

  await page.goto('/support');
  const support = page.getByRole('region', { name: 'Contact Support' });
  await expect(support.getByRole('link', { name: email })).toBeVisible();
  await expect(support.getByRole('link', { name: phone })).toBeVisible();
});

test('a new message clears the thank-you note of the last one', async ({ page }) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill('Chanda Mulenga');
  await form.getByLabel('Email').fill('chanda@example.com');
  await form.getByLabel('Subject').fill('Opening hours');
  await form.getByLabel('Message').fill('Are you open on Sundays?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  const thanks = form.getByText("Thank you for your message! We'll get back to you soon.");
  await expect(thanks).toBeVisible();

  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByLabel('Name')).toHaveAccessibleDescription('This field is required');
  await expect(thanks).toBeHidden();
});
