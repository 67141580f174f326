import { expect, test, type Page } from '@playwright/test';
import { createConfirmedAccount, signIn } from '../support/accounts';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from '../support/axe';

type Language = 'ka' | 'en' | 'ru';

/** The texts the journeys look for, and what a visitor types, in each language. */
const UI = {
  en: {
    chatTab: 'AI chat',
    message: 'Your message',
    clear: 'Clear chat',
    applied: /^Applied filters \((\d+)\)$/,
    sort: 'Sort by',
    score: /^AI Score \d+ of 100: why this score\?$/,
    scoreTitle: /^AI Score \d+ of 100$/,
    balcony: 'Balcony',
    // A nice-to-have balcony is a wish that ranks (a plain "with a balcony" is a filter, decision 040).
    typed: '2-room flat in Vake, ideally with a balcony',
    sent: '2-room flat in Vake, ideally with a balcony',
    followUp: 'under $150,000',
    followUpSent: 'under $150,000',
  },
  ru: {
    chatTab: 'ИИ-чат',
    message: 'Ваше сообщение',
    clear: 'Очистить чат',
    applied: /^Применённые фильтры \((\d+)\)$/,
    sort: 'Сортировка',
    score: /^ИИ-оценка \d+ из 100: почему такая\?$/,
    scoreTitle: /^ИИ-оценка: \d+ из 100$/,
    balcony: 'Балкон',
    // Latin letters have no place in the Russian interface: "Vake" is dropped as it is typed.
    typed: 'двушка в Ваке Vake, желательно с балконом',
    sent: 'двушка в Ваке , желательно с балконом',
    followUp: 'до 150 000 долларов',
    followUpSent: 'до 150 000 долларов',
  },
  ka: {
    chatTab: 'AI ჩატი',
    message: 'თქვენი შეტყობინება',
    clear: 'საუბრის გასუფთავება',
    applied: /^გამოყენებული ფილტრები \((\d+)\)$/,
    sort: 'დალაგება',
    score: /^AI ქულა \d+ \(100-დან\): რატომ ეს ქულა\?$/,
    scoreTitle: /^AI ქულა: \d+ \(100-დან\)$/,
    balcony: 'აივანი',
    // Typed on a Latin layout, written in Georgian: ვაკეში 2 ოთახიანი ბინა, სასურველია აივნით.
    typed: 'vakeSi 2 oTaxiani bina, sasurvelia aivniT',
    sent: 'ვაკეში 2 ოთახიანი ბინა, სასურველია აივნით',
    followUp: '150 000 dolaramde',
    followUpSent: '150 000 დოლარამდე',
  },
} as const;

const PHONE = { width: 375, height: 812 };

/** The number of matching listings the results header states ("1,234 listings", "1 234 объекта"). */
async function resultCount(page: Page): Promise<number> {
  const text = (await page.locator('#results-title + p').textContent()) ?? '';
  const digits = text.replace(/\D/g, '');
  return digits ? Number(digits) : Number.NaN;
}

async function openSearch(page: Page, language: Language) {
  await page.goto(`/?listingType=Sale&propertyType=Apartment&lang=${language}`);
  await expect.poll(() => resultCount(page)).toBeGreaterThan(0);
}

/** Types into the chat box key by key (as a person would), then sends with Enter and waits for the reply. */
async function say(page: Page, language: Language, typed: string, expectSent: string = typed) {
  const box = page.getByLabel(UI[language].message);
  const replies = page.getByRole('list', { name: /Messages|შეტყობინებები|Сообщения/ }).getByRole('listitem');
  const before = await replies.count();
  await box.click();
  await page.keyboard.type(typed);
  await expect(box).toHaveValue(expectSent);
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue('');
  // The message and the reply join the conversation; the thinking placeholder goes.
  await expect.poll(() => replies.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(before + 2);
  await expect(page.getByText(/^(Thinking|ვფიქრობ|Думаю)\.\.\.$/)).toHaveCount(0);
}

async function appliedFilterCount(page: Page, language: Language) {
  const text = await page.getByRole('button', { name: UI[language].applied }).textContent();
  return Number(UI[language].applied.exec(text?.trim() ?? '')?.[1] ?? Number.NaN);
}

for (const language of ['ka', 'en', 'ru'] as const) {
  test(`a conversation in ${language} narrows the results, a follow-up refines them, the score explains itself, clear chat resets`, async ({
    page,
    request,
  }) => {
    const ui = UI[language];
    const account = await createConfirmedAccount(request, `chat${language}`);
    await page.goto('/?listingType=Sale&propertyType=Apartment&lang=en');
    await signIn(page, account.email, account.password, account.displayName);
    await openSearch(page, language);
    const everything = await resultCount(page);
    await expect(page.getByRole('button', { name: ui.applied })).toBeDisabled();

    await page.getByRole('tab', { name: ui.chatTab }).click();
    await say(page, language, ui.typed, ui.sent);
    // Fewer listings, the chat's filters as chips and in the address, ordered by the AI Score.
    await expect.poll(() => resultCount(page)).toBeLessThan(everything);
    const narrowed = await resultCount(page);
    expect(narrowed).toBeGreaterThan(0);
    await expect.poll(() => appliedFilterCount(page, language)).toBeGreaterThanOrEqual(3);
    await expect(page).toHaveURL(/minRooms=2/);
    await expect(page).toHaveURL(/districtId=\d+/);
    await expect(page.getByLabel(ui.sort)).toHaveValue('SemanticScore');

    await say(page, language, ui.followUp, ui.followUpSent);
    await expect(page).toHaveURL(/maxPrice=150000/);
    await expect.poll(() => resultCount(page)).toBeLessThanOrEqual(narrowed);
    await expect.poll(() => appliedFilterCount(page, language)).toBeGreaterThanOrEqual(4);

    // Every card has its AI Score; the first one explains it with the balcony wish.
    const badge = page.locator('article').first().getByRole('button', { name: ui.score });
    await badge.click();
    await expect(page.getByText(ui.scoreTitle)).toBeVisible();
    await expect(page.locator('article').first().getByText(ui.balcony, { exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: ui.clear }).click();
    await expect.poll(() => resultCount(page)).toBe(everything);
    await expect(page.getByRole('button', { name: ui.applied })).toBeDisabled();
    await expect(page).not.toHaveURL(/minRooms/);
    await expect(page.getByLabel(ui.sort)).toHaveValue('CreatedAt');
    await expect(page.locator('article').first().getByRole('button', { name: ui.score })).toHaveCount(0);
  });
}

test('applying hard filters ends the chat; the History continues it', async ({ page, request }) => {
  const account = await createConfirmedAccount(request, 'chathistory');
  await page.goto('/?listingType=Sale&propertyType=Apartment&lang=en');
  await signIn(page, account.email, account.password, account.displayName);
  await openSearch(page, 'en');
  await page.getByRole('tab', { name: 'AI chat' }).click();
  await say(page, 'en', '3 rooms in Saburtalo');
  // The chat's whole filter is in the address (the district's name comes with it) before the form is edited.
  await expect(page).toHaveURL(/minRooms=3.*districtName=Saburtalo/);

  // Hard filters replace the chat: the conversation starts afresh, the filters stay as the visitor's own.
  await page.getByRole('tab', { name: 'Filters' }).click();
  await expect(page.getByLabel('Rooms: from', { exact: true })).toHaveValue('3');
  await page.getByLabel('Price: to').fill('300000');
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(/maxPrice=300000/);
  await expect(page.getByLabel('Sort by')).toHaveValue('CreatedAt');
  await page.getByRole('tab', { name: 'AI chat' }).click();
  await expect(page.getByText('Hello! How can I help you find properties?')).toBeVisible();
  await expect(page.getByText('3 rooms in Saburtalo')).toHaveCount(0);

  await page.getByRole('tab', { name: 'History' }).click();
  await page.getByRole('button', { name: /3 rooms in Saburtalo/ }).click();
  await expect(page.getByText('3 rooms in Saburtalo')).toBeVisible();
  await expect(page).toHaveURL(/minRooms=3/);
  await expect(page.getByLabel('Sort by')).toHaveValue('SemanticScore');
  await expect(page).not.toHaveURL(/maxPrice=300000/);
});

test('a request for another page offers the link to it', async ({ page, request }) => {
  const account = await createConfirmedAccount(request, 'chatscope');
  await page.goto('/?listingType=Sale&propertyType=Apartment&lang=en');
  await signIn(page, account.email, account.password, account.displayName);
  await page.getByRole('tab', { name: 'AI chat' }).click();
  await say(page, 'en', 'I want to rent a flat in Vake');
  const link = page.getByRole('link', { name: 'Open Apartments for rent' });
  await expect(link).toHaveAttribute('href', '/?listingType=Rent&propertyType=Apartment');
});

test('a guest sees the sign-in prompt in the chat', async ({ page }) => {
  await page.goto('/?listingType=Sale&propertyType=Apartment&lang=en');
  await page.getByRole('tab', { name: 'AI chat' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in required' })).toBeVisible();
  await expect(page.getByLabel('Your message')).toHaveCount(0);
  await page
    .getByRole('complementary', { name: 'Filters and AI assistant' })
    .getByRole('button', { name: 'Sign in', exact: true })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('on a phone the chat in the sheet narrows the results, with no sideways scroll and no axe findings', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  const account = await createConfirmedAccount(request, 'chatphone');
  await page.goto('/?listingType=Sale&propertyType=Apartment&lang=en');
  await signIn(page, account.email, account.password, account.displayName);
  await openSearch(page, 'en');
  const everything = await resultCount(page);
  await page.getByRole('button', { name: 'Filters & AI chat' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters and AI assistant' });
  await sheet.getByRole('tab', { name: 'AI chat' }).click();
  await expect(sheet.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
  await say(page, 'en', '2-room flat in Vake with a balcony');
  await expect.poll(() => resultCount(page)).toBeLessThan(everything);
  // Scanned once the results behind the sheet are in: while they update they are faded on purpose.
  await expect(page.locator('[class*="opacity-60"]')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: UI.en.applied })).toBeEnabled();
  await expectNoSidewaysScroll(page);
});
