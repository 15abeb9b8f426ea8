import { expect, type Locator, type Page } from '@playwright/test';

/** /login: Email and Password, then the form's sign-in button. */
export class LoginPage {
  readonly form: Locator;

  constructor(private readonly page: Page) {
    this.form = page.locator('form').filter({ has: page.getByLabel(/^Password/) });
  }

  async goto() {
    await this.page.goto('/login');
  }

  async signIn(email: string, password: string) {
    await expect(this.page).toHaveURL(/\/login$/);
    await this.form.getByLabel(/^Email/).fill(email);
    await this.form.getByLabel(/^Password/).fill(password);
    await this.form.getByRole('button', { name: /sign in|log in|login/i }).click();
    await expect(this.page).not.toHaveURL(/\/login$/);
  }
}
