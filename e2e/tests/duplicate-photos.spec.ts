import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, createConfirmedAccount, DEMO_PASSWORD, signIn } from '../support/accounts';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from '../support/axe';
import { createLiveListing, type Listing } from '../support/listings';
import { uniquePhoto } from '../support/photos';

const MODERATOR = { email: 'moderator@sakhli.example', displayName: 'Levan (Sakhli)' };
const LANGUAGES = ['ka', 'en', 'ru'] as const;
type Language = (typeof LANGUAGES)[number];
const WIDTHS = [390, 1440];

/** The words the journey looks for, in each language (apps/web/src/locales). */
const TEXTS: Record<Language, { nextPage: string; marker: string; notice: string }> = {
  ka: {
    nextPage: 'შემდეგი გვერდი',
    marker: 'შესაძლო დუბლიკატი',
    notice: 'ამ ფოტოებით განცხადება უკვე გაქვთ',
  },
  en: {
    nextPage: 'Next page',
    marker: 'Possible duplicate',
    notice: 'You already have a listing with these photos',
  },
  ru: {
    nextPage: 'Следующая страница',
    marker: 'Возможный дубликат',
    notice: 'У вас уже есть объявление с этими фотографиями',
  },
};

interface QueueItem {
  id: number;
  possibleDuplicates: { id: number; code: number }[];
}

async function duplicatesInQueue(request: APIRequestContext, token: string, id: number) {
  const answer = await request.get('/api/moderation/queue?pageSize=100', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { items } = (await answer.json()) as { items: QueueItem[] };
  return items.find((item) => item.id === id)?.possibleDuplicates.map((duplicate) => duplicate.code);
}

/** The queue's page that holds the listing, paged through as a moderator would. */
async function openQueueItem(page: Page, language: Language, original: Listing) {
  await page.goto(`/dashboard/moderate?lang=${language}`);
  // This run's copy only: its marker names this run's original (a retry finds an earlier run's copy queued too).
  const marker = page
    .getByRole('region', { name: TEXTS[language].marker })
    .filter({ has: page.getByRole('link', { name: `#${original.code}` }) });
  const item = page.getByRole('article').filter({ has: marker });
  const next = page.getByRole('button', { name: TEXTS[language].nextPage });
  await expect(page.getByRole('article').first()).toBeVisible();
  while (!(await item.isVisible())) {
    await expect(next, 'the listing is on a later page').toBeEnabled();
    await next.click();
    await page.waitForLoadState('networkidle');
  }
  await expect(marker.getByRole('link', { name: `#${original.code}` })).toHaveAttribute(
    'href',
    `/property/${original.id}`,
  );
  return item;
}

test('a copied photo holds the listing for a moderator, and its owner posting again is told', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const photo = uniquePhoto();
  const owner = await createConfirmedAccount(request, 'original-owner');
  const ownerToken = await apiToken(request, owner.email, owner.password);
  const original = await createLiveListing(request, ownerToken, { photo });

  // Another account posts the same photo: under REVIEW_MODE auto it would go live, but it waits for review.
  const copier = await createConfirmedAccount(request, 'photo-copier');
  const copierToken = await apiToken(request, copier.email, copier.password);
  const copy = await createLiveListing(request, copierToken, { photo, expectLive: false });
  const moderatorToken = await apiToken(request, MODERATOR.email, DEMO_PASSWORD);
  await expect
    .poll(() => duplicatesInQueue(request, moderatorToken, copy.id), { timeout: 30_000 })
    .toEqual([original.code]);
  expect((await request.get(`/api/Property/${copy.id}`)).status()).toBe(404);

  await page.goto('/?lang=en');
  await signIn(page, MODERATOR.email, DEMO_PASSWORD, MODERATOR.displayName);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const language of LANGUAGES) {
      const item = await openQueueItem(page, language, original);
      await expectNoSidewaysScroll(page);
      await expectNoSeriousAxeViolations(page);
      await item.screenshot({ path: testInfo.outputPath(`queue-${language}-${width}.png`) });
    }
  }

  // The first owner starts the same listing again: the form says which listing they already have.
  const ownerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const ownerPage = await ownerContext.newPage();
  await ownerPage.goto('/?lang=en');
  await signIn(ownerPage, owner.email, owner.password, owner.displayName);
  for (const width of WIDTHS) {
    await ownerPage.setViewportSize({ width, height: 900 });
    for (const language of LANGUAGES) {
      await ownerPage.goto(`/dashboard/create-property?lang=${language}`);
      await ownerPage
        .getByTestId('photo-input')
        .setInputFiles([{ name: 'flat.png', mimeType: 'image/png', buffer: photo }]);
      const notice = ownerPage.getByRole('status').filter({ hasText: TEXTS[language].notice });
      await expect(notice).toBeVisible({ timeout: 30_000 });
      await expect(notice.getByRole('link', { name: `#${original.code}` })).toHaveAttribute(
        'href',
        `/property/${original.id}`,
      );
      await expect(notice.getByRole('link').last()).toHaveAttribute('href', '/dashboard/my-properties');
      await expectNoSidewaysScroll(ownerPage);
      await expectNoSeriousAxeViolations(ownerPage);
      await ownerPage
        .locator('section[aria-labelledby="photos-title"]')
        .screenshot({ path: testInfo.outputPath(`form-${language}-${width}.png`) });
    }
  }
  await ownerContext.close();

  // The moderator approves: the marker is cleared and the listing goes live.
  await page.goto('/dashboard/moderate?lang=en');
  const item = await openQueueItem(page, 'en', original);
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(item).toHaveCount(0);
  const approved = await request.get(`/api/Property/${copy.id}`);
  expect(((await approved.json()) as Listing).publishStatus).toBe('Active');
  expect(await duplicatesInQueue(request, moderatorToken, copy.id)).toBeUndefined();
});
