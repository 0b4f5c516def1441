import { checkOutToOrderPage, putMealInCart } from '../support/cart';
import { signedInCustomer } from '../support/customer';
import { expect, test } from '../support/stack-fixture';

test('a delivery finds the door: a main road from the place search, the house line, and the rider told the way', async ({ page, baseURL }) => {
  await signedInCustomer(page, baseURL ?? '');
  await putMealInCart(page);
  await page.goto('/cart');

  await page.getByRole('button', { name: 'Add Address' }).click();
  const addAddress = page.getByRole('dialog', { name: 'Add address' });
  await addAddress.getByLabel('Search address').fill('Great East Road');
  await addAddress.getByRole('option', { name: /Great East Road/ }).first().click();
  await addAddress.getByLabel('House, plot or landmark (optional)').fill('Plot 12, blue gate opposite the school');
  await addAddress.getByRole('button', { name: 'Save Address' }).click();
  await expect(addAddress).toBeHidden();
  await expect(page.getByRole('radio', { name: /Great East Road/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Plot 12, blue gate opposite the school/ })).toBeChecked();

  await page.getByLabel('Delivery instructions (optional)').fill('Call when you reach the school, I will come out');
  const main = page.getByRole('main');
  await checkOutToOrderPage(page, main);
  await expect(page.getByText(/^Delivery address: Plot 12, blue gate opposite the school, .*Great East Road/)).toBeVisible();
  await expect(page.getByText('For the rider: Call when you reach the school, I will come out')).toBeVisible();
});
