/** The admin account the e2e server ensures at start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'admin-e2e-pass' };
