import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/stack-fixture';
import { withoutScripts } from '../support/without-scripts';

interface TeamFocusItem {
  title: string;
  description: string;
}

/** The FAQ's question `question`: the summary of a native disclosure. */
const question = (scope: Page | Locator, text: string) => scope.locator('summary', { hasText: text });
/** The disclosure `question` opens. */
const disclosure = (scope: Page | Locator, text: string) => scope.locator('details', { has: question(scope, text) });

test.describe("the content pages' buttons with scripts off", () => {
  test('a FAQ question opens its answer on a tap or from the keyboard, one answer open at a time', async ({ browser, baseURL }) => {
    const { context, page } = await withoutScripts(browser, baseURL);
    await page.goto('/faq');
    const deliver = disclosure(page, 'Where do you deliver?');
    const pay = disclosure(page, 'How do I pay?');
    await expect(deliver.getByText('We deliver in Lusaka, Kitwe, Ndola and Livingstone')).toBeHidden();

    await question(page, 'Where do you deliver?').click();
    await expect(deliver.getByText('We deliver in Lusaka, Kitwe, Ndola and Livingstone')).toBeVisible();

    await question(page, 'How do I pay?').click();
    await expect(pay.getByText('secure payment page')).toBeVisible();
    await expect(deliver).not.toHaveAttribute('open');
    await expect(deliver.getByText('We deliver in Lusaka, Kitwe, Ndola and Livingstone')).toBeHidden();

    await question(page, 'How do I pay?').click();
    await expect(pay).not.toHaveAttribute('open');

    // From the keyboard: the question takes the focus and Enter opens it.
    await question(page, 'How do refunds work?').focus();
    await page.keyboard.press('Enter');
    await expect(disclosure(page, 'How do refunds work?').getByText('5-7 business days')).toBeVisible();

    // The support page's questions are the same accordion.
    await page.goto('/support');
    await question(page, 'Can I cancel my order?').click();
    await expect(disclosure(page, 'Can I cancel my order?')).toHaveAttribute('open');
    await context.close();
  });

  test("a tab of /about's team focus shows its panel", async ({ browser, baseURL, request }) => {
    const answer = (await (await request.get('/api/components/team-focus/active')).json()) as { team_focus: TeamFocusItem[] };
    const technology = answer.team_focus.find((item) => item.title === 'Technology');
    const first = answer.team_focus.find((item) => item.title === 'Customer Experience');
    if (!technology || !first) throw new Error('The team focus has no Technology or Customer Experience');

    const { context, page } = await withoutScripts(browser, baseURL);
    await page.goto('/about');
    const block = page.getByRole('region', { name: 'Our Team Focus' });
    await expect(block.getByRole('button', { name: 'Customer Experience' })).toHaveAttribute('aria-pressed', 'true');
    await expect(block.getByText(first.description)).toBeVisible();

    await block.getByRole('button', { name: 'Technology' }).click();
    await expect(page).toHaveURL(/\/about\?tab=technology#team-focus$/);
    await expect(block.getByRole('button', { name: 'Technology' })).toHaveAttribute('aria-pressed', 'true');
    await expect(block.getByRole('button', { name: 'Customer Experience' })).toHaveAttribute('aria-pressed', 'false');
    await expect(block.getByText(technology.description)).toBeVisible();
    await expect(block.getByText(first.description)).toHaveCount(0);
    // The page opens at the block, not at its top.
    await expect(block).toBeInViewport();
    await context.close();
  });

  test("the blog's Previous, page numbers and Next open those pages", async ({ browser, baseURL }) => {
    const { context, page } = await withoutScripts(browser, baseURL);
    await page.goto('/blog');
    const cards = page.getByLabel('Blog posts').getByRole('link');
    await expect(cards).toHaveCount(12);
    const pages = page.getByRole('navigation', { name: 'Blog pages' });
    await expect(pages.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');

    await pages.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(cards).toHaveCount(5);
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(pages.getByText('Next')).toHaveAttribute('aria-disabled', 'true');

    await pages.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards).toHaveCount(12);
    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await context.close();
  });
});

test.describe('the same buttons once the app is in', () => {
  test("/about's team tabs answer in the page: the address stays, the arrow keys move between tabs", async ({ page }) => {
    await page.goto('/about');
    const tabs = page.getByRole('tablist', { name: 'Team focus' });
    await tabs.getByRole('tab', { name: 'Technology' }).click();
    await expect(tabs.getByRole('tab', { name: 'Technology' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Technology' })).toBeVisible();
    await expect(page).toHaveURL(/\/about$/);
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.getByRole('tab', { name: 'Rider Community' })).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: 'Rider Community' })).toBeVisible();
  });

  test('/about opens on the tab its address names', async ({ page }) => {
    await page.goto('/about?tab=kitchen-partnerships');
    await expect(page.getByRole('tab', { name: 'Kitchen Partnerships' })).toHaveAttribute('aria-selected', 'true');
  });
});
