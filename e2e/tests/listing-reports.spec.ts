import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  apiToken,
  createConfirmedAccount,
  DEMO_PASSWORD,
  signIn,
  waitForMail,
  mailsTo,
} from '../support/accounts';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from '../support/axe';
import { createLiveListing } from '../support/listings';

const MODERATOR = { email: 'moderator@sakhli.example', displayName: 'Levan (Sakhli)' };
const PHONE = { width: 390, height: 844 };
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A report through the API, as another signed-in user would send it. */
async function reportAsNewUser(request: APIRequestContext, name: string, id: number, reason: string) {
  const account = await createConfirmedAccount(request, name);
  const token = await apiToken(request, account.email, account.password);
  const answer = await request.post(`/api/Property/${id}/report`, {
    headers: bearer(token),
    data: { reason },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

async function isInSearch(request: APIRequestContext, id: number) {
  const answer = await request.get(
    '/api/Property/properties/chunk?city=Tbilisi&listingType=Sale&propertyType=Apartment&sortBy=CreatedAt&sortDirection=Descending&pageSize=100&chunkSize=1',
  );
  const { items } = (await answer.json()) as { items: { id: number }[] };
  return items.some((item) => item.id === id);
}

test('a guest signs in to report a listing in Russian; three reports hide it until a moderator dismisses them', async ({
  page,
  request,
  browser,
}) => {
  const owner = await createConfirmedAccount(request, 'reported-owner');
  const listing = await createLiveListing(request, await apiToken(request, owner.email, owner.password));
  const reporter = await createConfirmedAccount(request, 'reporter', 'ru');

  await page.setViewportSize(PHONE);
  await page.goto(`/property/${listing.id}?lang=ru`);
  await page.getByRole('button', { name: 'Пожаловаться' }).click();
  const signInDialog = page.getByRole('dialog');
  await signInDialog.getByLabel('Электронная почта').fill(reporter.email);
  await signInDialog.getByLabel('Пароль', { exact: true }).fill(reporter.password);
  await signInDialog.getByRole('button', { name: 'Войти', exact: true }).click();

  // Signed in, the report dialog opens by itself.
  const dialog = page.getByRole('dialog', { name: 'Жалоба на объявление' });
  await expect(dialog.getByRole('button', { name: 'Отправить жалобу' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Отправить жалобу' }).click();
  await expect(dialog.getByText('Выберите, что не так с объявлением')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('radio', { name: /Мошенничество/ }).check();
  await dialog.getByLabel('Подробности (необязательно)').fill('Просят предоплату до просмотра');
  await expect(dialog.getByText('30 из 1000 символов')).toBeVisible();
  await dialog.getByRole('button', { name: 'Отправить жалобу' }).click();
  await expect(dialog.getByText('Спасибо, ваша жалоба отправлена')).toBeVisible();
  await dialog.getByRole('button', { name: 'Закрыть' }).first().click();
  await expect(page.getByRole('button', { name: 'Жалоба отправлена' })).toBeDisabled();
  await expectNoSidewaysScroll(page);

  await reportAsNewUser(request, 'second-reporter', listing.id, 'Fraud');
  expect(await isInSearch(request, listing.id)).toBe(true);
  await reportAsNewUser(request, 'third-reporter', listing.id, 'Duplicate');
  expect(await isInSearch(request, listing.id)).toBe(false);

  // Its owner is told why it left the site.
  const ownerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const ownerPage = await ownerContext.newPage();
  await ownerPage.goto('/?lang=en');
  await signIn(ownerPage, owner.email, owner.password, owner.displayName);
  await ownerPage.goto(`/property/${listing.id}`);
  await expect(ownerPage.getByText('Under review after reports')).toBeVisible();
  await ownerPage.goto('/dashboard/my-properties');
  await expect(ownerPage.getByText('Under review after users’ reports', { exact: false })).toBeVisible();
  await ownerContext.close();

  // Axe needs a page of a context of its own.
  const moderatorContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const moderator = await moderatorContext.newPage();
  await moderator.goto('/?lang=en');
  await signIn(moderator, MODERATOR.email, DEMO_PASSWORD, MODERATOR.displayName);
  await moderator.goto('/dashboard/moderate');
  const item = moderator.getByRole('article').filter({ hasText: `Code ${listing.code}` });
  const reports = item.getByRole('region', { name: 'Reports' });
  await expect(reports.getByText('3 reports')).toBeVisible();
  await expect(reports.getByText('Hidden from search')).toBeVisible();
  await expect(reports.getByText('Fraud · 2')).toBeVisible();
  await expect(reports.getByText(reporter.email)).toBeVisible();
  await expect(reports.getByText('Просят предоплату до просмотра')).toBeVisible();
  await expect(item.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(moderator);

  await item.getByRole('button', { name: 'Dismiss reports' }).click();
  await expect(item).toHaveCount(0);
  await expect(moderator.getByRole('status').filter({ hasText: 'Reports dismissed' })).toBeVisible();
  expect(await isInSearch(request, listing.id)).toBe(true);
  await moderatorContext.close();
});

test('a moderator archives a reported listing with a reason, and its owner is mailed it', async ({
  page,
  request,
}) => {
  const owner = await createConfirmedAccount(request, 'archived-owner', 'ka');
  const listing = await createLiveListing(request, await apiToken(request, owner.email, owner.password));
  await reportAsNewUser(request, 'lone-reporter', listing.id, 'AlreadySold');
  const mailsBefore = (await mailsTo(owner.email)).length;
  const reason = `Sold in October, the owner confirmed (${Date.now()}).`;

  await page.goto('/?lang=en');
  await signIn(page, MODERATOR.email, DEMO_PASSWORD, MODERATOR.displayName);
  await page.setViewportSize(PHONE);
  await page.goto('/dashboard/moderate');
  const item = page.getByRole('article').filter({ hasText: `Code ${listing.code}` });
  await expect(item.getByRole('region', { name: 'Reports' }).getByText('1 report')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await item.getByRole('button', { name: 'Archive' }).click();
  const dialog = page.getByRole('dialog', { name: `Archive listing ${listing.code}` });
  await dialog.getByLabel('Reason').fill(reason);
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Archive listing' }).click();
  await expect(dialog).toBeHidden();
  await expect(item).toHaveCount(0);

  const mail = await waitForMail(owner.email, mailsBefore);
  expect(mail.subject).toContain(`№${listing.code}`);
  expect(mail.text).toContain(reason);
  expect(await isInSearch(request, listing.id)).toBe(false);
});
