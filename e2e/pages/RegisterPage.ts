import { expect, type Locator, type Page } from '@playwright/test';
import type { PlayerAccount } from '../support/unique';

/** /register: Team Name, Email, First Name, Last Name, Password, Confirm Password. */
export class RegisterPage {
  readonly form: Locator;

  constructor(private readonly page: Page) {
    this.form = page.locator('form').filter({ has: page.getByLabel(/^Confirm Password/) });
  }

  async register(player: PlayerAccount) {
    await expect(this.page).toHaveURL(/\/register$/);
    await this.form.getByLabel(/^Team Name/).fill(player.teamName);
    await this.form.getByLabel(/^Email/).fill(player.email);
    await this.form.getByLabel(/^First Name/).fill(player.firstName);
    await this.form.getByLabel(/^Last Name/).fill(player.lastName);
    await this.form.getByLabel(/^Password/).fill(player.password);
    await this.form.getByLabel(/^Confirm Password/).fill(player.password);
    await this.form.getByRole('button', { name: /create account|register|sign up/i }).click();
  }
}
