import { expect } from '@playwright/test';
import {
  adminApi,
  confirmYes,
  dataRows,
  expectNotice,
  listRequest,
  search,
  uniqueTag,
} from './admin-support';
import { demo, screenshotBoth, signInAs, test } from './support';

/* Manage Comment as an ADMIN uses it. */

test('comments: deleting one takes it off the gig page, whose comment count drops by one', async ({
  page,
}) => {
  const admin = await signInAs(page, demo.admin);
  const api = adminApi(page.request, admin.token);
  const tag = uniqueTag();
  const gig = await api.createGig(`Otter portrait ${tag}`);
  for (const [text, stars] of [
    [`Lovely otter ${tag}`, 5],
    [`Decent otter ${tag}`, 3],
  ] as const)
    await api.call('createReview', {
      body: { maCongViec: gig.id, noiDung: text, saoBinhLuan: stars },
    });

  await page.goto(`/jobdetail/${gig.id}`);
  const reviewsHeading = page.getByRole('heading', { level: 2, name: /^\d+ Reviews?$/ });
  // An admin's comments are listed, not counted in the rating (decision 054).
  const commentCount = page.getByText(/^and \d+ comments? not in the rating$/);
  await expect(reviewsHeading).toHaveText('0 Reviews');
  await expect(commentCount).toHaveText('and 2 comments not in the rating');

  const firstLoad = listRequest(page, 'pageReviews', () => true);
  await page.goto('/admin/managecomment');
  const query = await firstLoad;
  expect([query.get('pageIndex'), query.get('pageSize')]).toEqual(['1', '10']);
  const table = page.getByRole('table', { name: 'Comments' });
  await expect(dataRows(table)).toHaveCount(10);
  await screenshotBoth(page, 'admin-comments');

  await search(page, 'Search comments', `otter portrait ${tag}`);
  await expect(dataRows(table)).toHaveCount(2);
  const decent = dataRows(table).filter({ hasText: `Decent otter ${tag}` });
  await expect(decent).toContainText(`#${gig.id}`);
  await expect(decent).toContainText('3 out of 5 stars');
  await expect(decent.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
  await decent.getByRole('button', { name: /^Delete comment #\d+$/ }).click();
  await expect(
    page.getByRole('dialog', { name: /^Delete the comment #\d+ by .+\?$/ }),
  ).toBeVisible();
  await screenshotBoth(page, 'admin-comment-delete', { window: true });
  await expectNotice(page, 'Success', () => confirmYes(page));
  await expect(dataRows(table)).toHaveCount(1);
  await expect(dataRows(table).first()).toContainText(`Lovely otter ${tag}`);

  await page.goto(`/jobdetail/${gig.id}`);
  await expect(commentCount).toHaveText('and 1 comment not in the rating');
  await expect(page.getByText(`Decent otter ${tag}`)).toHaveCount(0);
});
