import { expect } from '@playwright/test';
import { dataRows, dialog, expectNoWcagViolations, ROUTES } from './admin-support';
import { callEndpoint, demo, signInAs, signUp, test } from './support';

/* The admin screens and dialogs against the WCAG A and AA checks. */

test.describe('accessibility', () => {
  // Sign-in, a page and one scan: the scan's own budget plus room for the rest on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  for (const route of ROUTES) {
    test(`${route} passes the WCAG A and AA checks`, async ({ page }) => {
      await signInAs(page, demo.admin);
      await page.goto(route);
      await expect(dataRows(page.getByRole('table')).first()).toBeVisible();
      await expect(page.getByRole('table')).not.toHaveAttribute('aria-busy', 'true');
      await expectNoWcagViolations(page, route);
    });
  }

  test('the ADD SERVICE modal with its job list open passes the WCAG A and AA checks', async ({
    page,
  }) => {
    await signInAs(page, demo.admin);
    await page.goto('/admin/manageservice');
    await expect(dataRows(page.getByRole('table')).first()).toBeVisible();
    await page.getByRole('button', { name: 'Add service' }).click();
    const modal = dialog(page, 'ADD SERVICE');
    await modal.getByRole('button', { name: 'ADD' }).click();
    // The empty form is refused and its first field takes the focus: typing in the job list before
    // that lost the focus, and the list with it, when the refusal came.
    await expect(modal.getByRole('textbox', { name: 'ID', exact: true })).toBeFocused();
    await modal.getByRole('combobox', { name: 'Job ID' }).fill('logo');
    // A keyword search of the gigs, slow while the other worker's scans hold both cores.
    await expect(modal.getByRole('option').first()).toBeVisible({ timeout: 30_000 });
    await expectNoWcagViolations(page, 'ADD SERVICE with its job list open');
  });

  test('the open account menu passes the WCAG A and AA checks', async ({ page }) => {
    await signInAs(page, demo.admin);
    await page.goto('/admin/managejobtype');
    await expect(dataRows(page.getByRole('table')).first()).toBeVisible();
    await page.getByRole('button', { name: 'Giglane Admin' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoWcagViolations(page, 'the account menu');
  });
  test("the Reports queue and a reported user's page pass the WCAG A and AA checks", async ({
    page,
  }) => {
    const reporter = await signUp(page.request, 'axe-reporter');
    const { token } = await callEndpoint(page.request, 'signIn', { body: reporter });
    const anna = await callEndpoint(page.request, 'signIn', { body: demo.anna });
    await callEndpoint(
      page.request,
      'createReport',
      { body: { targetType: 'user', targetId: anna.user.id, reason: 'spam', details: 'Ads' } },
      token,
    );
    await signInAs(page, demo.admin);
    await page.goto('/admin/reports');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoWcagViolations(page, 'the Reports queue');
    await page.goto(`/admin/reports/user/${anna.user.id}`);
    await expect(page.getByRole('region', { name: 'Reports' })).toBeVisible();
    await expectNoWcagViolations(page, "a reported user's page");
  });
});
