import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../support/accounts';
import { LoginPage } from '../pages/LoginPage';
import { uniqueSuffix } from '../support/unique';

test('the admin creates a competition and finds it in the list', async ({ page }) => {
  const name = `E2E Cup ${uniqueSuffix()}`;

  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(E2E_ADMIN.email, E2E_ADMIN.password);

  await page.goto('/admin');
  await page.getByRole('menuitem', { name: /competitions/i }).click();
  await expect(page).toHaveURL(/\/admin\/competitions/);

  await page.getByRole('link', { name: 'Create' }).first().click();
  await page.getByLabel(/^Name/).fill(name);
  await page.getByRole('button', { name: 'Save' }).click();

  await page.goto('/admin/competitions');
  await expect(page.getByRole('cell', { name })).toBeVisible();
});
