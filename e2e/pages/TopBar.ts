import type { Locator, Page } from '@playwright/test';

/** The player site's top bar: Sign In / Create Account when signed out, Profile / Logout when signed in. */
export class TopBar {
  readonly root: Locator;

  constructor(private readonly page: Page) {
    this.root = page.getByRole('banner');
  }

  /** A link or button of the top bar by its visible name. */
  action(name: string): Locator {
    return this.root
      .getByRole('link', { name, exact: true })
      .or(this.root.getByRole('button', { name, exact: true }))
      .first();
  }

  get signIn() {
    return this.action('Sign In');
  }

  get createAccount() {
    return this.action('Create Account');
  }

  get profile() {
    return this.action('Profile');
  }

  get logout() {
    return this.action('Logout');
  }
}
