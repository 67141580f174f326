import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  apiToken,
  createConfirmedAccount,
  DEMO_PASSWORD,
  mailsTo,
  signIn,
  waitForMail,
} from '../support/accounts';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from '../support/axe';
import { createLiveListing } from '../support/listings';

/** What the journeys read and type, in each language. */
const UI = {
  ka: {
    chatTab: 'AI ჩატი',
    message: 'თქვენი შეტყობინება',
    said: 'ბინა ვაკეში',
    saveFromChat: 'ახალი ვარიანტები ელფოსტით',
    save: 'ძიების შენახვა',
    saved: 'ძიება შენახულია',
    alerts: 'შეტყობინებები ელფოსტით',
    twoNew: '2 ახალი',
  },
  ru: {
    chatTab: 'ИИ-чат',
    message: 'Ваше сообщение',
    said: 'квартира в Ваке',
    saveFromChat: 'Получать новые варианты на почту',
    save: 'Сохранить поиск',
    saved: 'Поиск сохранён',
    alerts: 'Уведомления на почту',
    twoNew: '2 новых',
  },
} as const;

const PHONE = { width: 390, height: 844 };
/** Demo accounts: the owner publishes the matches; the visitor keeps an instant search beside the buyer's. */
const OWNER = { email: 'owner@sakhli.example' };
const WITNESS = { email: 'user@sakhli.example' };

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function vakeId(request: APIRequestContext): Promise<number> {
  const districts = (await (await request.get('/api/district/city/Tbilisi')).json()) as {
    id: number;
    nameEng: string;
  }[];
  return districts.find((district) => district.nameEng === 'Vake')!.id;
}

/** The address of a mail's List-Unsubscribe header (`<https://…/unsubscribe/…>`). */
function unsubscribeUrl(headers: Record<string, string>): string {
  const url = /<(https?:[^>]+)>/.exec(headers['list-unsubscribe'] ?? '')?.[1];
  if (!url) throw new Error(`no List-Unsubscribe address in "${headers['list-unsubscribe']}"`);
  return url;
}

async function savedSearchesOf(request: APIRequestContext, token: string) {
  const response = await request.get('/api/SavedSearch', { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return (await response.json()) as { id: number; name: string; frequency: string; newCount: number }[];
}

for (const language of ['ka', 'ru'] as const) {
  test(`${language}: a search saved from the chat mails a new match with a one-click unsubscribe, which stops the next`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const ui = UI[language];
    const buyer = await createConfirmedAccount(request, `buyer-${language}`, language);
    const ownerToken = await apiToken(request, OWNER.email, DEMO_PASSWORD);
    const districtId = await vakeId(request);

    await page.goto('/?lang=en');
    await signIn(page, buyer.email, buyer.password, buyer.displayName);
    await page.goto(`/?listingType=Sale&propertyType=Apartment&lang=${language}`);
    await page.getByRole('tab', { name: ui.chatTab }).click();
    await page.getByLabel(ui.message).fill(ui.said);
    await page.keyboard.press('Enter');
    // The chat's filters are the search's: Vake is in the address.
    await expect(page).toHaveURL(new RegExp(`districtId=${districtId}`), { timeout: 20_000 });
    await page.getByRole('button', { name: ui.saveFromChat }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('textbox')).not.toHaveValue('');
    await dialog.getByRole('button', { name: ui.save }).click();
    await expect(dialog.getByRole('heading', { name: ui.saved })).toBeVisible();
    const buyerToken = await apiToken(request, buyer.email, buyer.password);
    const [saved] = await savedSearchesOf(request, buyerToken);
    expect(saved).toMatchObject({ frequency: 'instant' });

    // An owner publishes a match: the alert comes by mail, in the buyer's language, with its link.
    const first = await createLiveListing(request, ownerToken, { districtId });
    const mail = await waitForMail(buyer.email, 1); // after the sign-up confirmation
    expect(mail.text).toContain(`/property/${first.id}?lang=${language}`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = unsubscribeUrl(mail.headers);
    expect(mail.text).toContain(unsubscribe);

    // What a mail client sends for a one-click unsubscribe (RFC 8058): no session, no page.
    const oneClick = await request.post(unsubscribe, { form: { 'List-Unsubscribe': 'One-Click' } });
    expect(oneClick.status(), await oneClick.text()).toBe(200);
    expect((await savedSearchesOf(request, buyerToken))[0]).toMatchObject({
      id: saved!.id,
      frequency: 'off',
    });

    // The next match: someone else's same search (still instant) is mailed, the unsubscribed one is not.
    const witnessToken = await apiToken(request, WITNESS.email, DEMO_PASSWORD);
    const payload = (await (
      await request.get(`/api/SavedSearch/${saved!.id}`, { headers: bearer(buyerToken) })
    ).json()) as Record<string, unknown>;
    const copy = await request.post('/api/SavedSearch', {
      headers: bearer(witnessToken),
      data: {
        name: `Witness ${language}`,
        city: payload.city,
        listingType: payload.listingType,
        propertyType: payload.propertyType,
        filter: payload.filter,
        frequency: 'instant',
      },
    });
    expect(copy.status(), await copy.text()).toBe(201);
    const second = await createLiveListing(request, ownerToken, { districtId });
    await expect
      .poll(
        async () =>
          (await mailsTo(WITNESS.email)).some((mail) => mail.text.includes(`/property/${second.id}`)),
        {
          message: 'the witness is mailed the second listing',
          timeout: 20_000,
        },
      )
      .toBe(true);
    expect(await mailsTo(buyer.email)).toHaveLength(2); // the sign-up confirmation and the first alert
    // The match is still counted for the buyer, on the page the mail's footer links to.
    await page.goto(`/dashboard/saved-searches?lang=${language}`);
    const card = page.getByRole('article', { name: saved!.name });
    await expect(card.getByLabel(ui.alerts)).toHaveValue('off');
    await expect(card.getByText(ui.twoNew)).toBeVisible();
  });
}

test('the saved searches page: frequency in place, rename, delete after asking; axe on desktop and phone', async ({
  page,
  request,
}) => {
  const user = await createConfirmedAccount(request, 'organiser');
  const token = await apiToken(request, user.email, user.password);
  const districtId = await vakeId(request);
  for (const [name, filter] of [
    ['Vake, up to $200k', { districtId, maxPrice: 200_000, currency: 'USD' }],
    ['Any flat for sale', {}],
  ] as const) {
    const created = await request.post('/api/SavedSearch', {
      headers: bearer(token),
      data: {
        name,
        city: 'Tbilisi',
        listingType: 'Sale',
        propertyType: 'Apartment',
        filter,
        frequency: 'daily',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  await page.goto('/?lang=en');
  await signIn(page, user.email, user.password, user.displayName);
  await page.goto('/dashboard/saved-searches');
  await expect(page.getByRole('link', { name: 'Saved Searches' }).first()).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Saved Searches' })).toBeVisible();
  const vake = page.getByRole('article', { name: 'Vake, up to $200k' });
  await expect(vake.getByRole('list', { name: 'Filters' })).toContainText('Price up to $200,000');
  await expect(vake.getByRole('list', { name: 'Filters' })).toContainText('Vake');
  await expectNoSeriousAxeViolations(page);

  await vake.getByLabel('E-mail alerts').selectOption('instant');
  await expect
    .poll(async () => (await savedSearchesOf(request, token)).map((search) => search.frequency))
    .toContain('instant');

  await vake.getByRole('button', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename search' });
  await rename.getByLabel('Name').fill('Vake for the family');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('article', { name: 'Vake for the family' })).toBeVisible();

  const other = page.getByRole('article', { name: 'Any flat for sale' });
  await other.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this search?' });
  await expectNoSeriousAxeViolations(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(other).toBeHidden();
  expect((await savedSearchesOf(request, token)).map(({ name, frequency }) => ({ name, frequency }))).toEqual(
    [{ name: 'Vake for the family', frequency: 'instant' }],
  );

  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByRole('article', { name: 'Vake for the family' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeViolations(page);
});

async function resultsShown(page: Page) {
  await expect(page.locator('#results-title + p')).toContainText(/\d/);
}

test('a guest who saves a search signs in and is back on the same search with the dialog open', async ({
  page,
  request,
}) => {
  const user = await createConfirmedAccount(request, 'guest-saver');
  await page.goto('/?listingType=Rent&propertyType=Apartment&minRooms=2&lang=en');
  await resultsShown(page);
  await page.getByRole('button', { name: 'Save search' }).click();
  const auth = page.getByRole('dialog');
  await auth.getByLabel('Email').fill(user.email);
  await auth.getByLabel('Password', { exact: true }).fill(user.password);
  await auth.getByRole('button', { name: 'Sign in', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog.getByLabel('Name')).toHaveValue('Apartments for rent in Tbilisi · Rooms from 2');
  await expect(page).toHaveURL(/minRooms=2/);
  await expect(page).not.toHaveURL(/saveSearch/);
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('radio', { name: /Daily digest/ }).check();
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByRole('dialog', { name: 'Search saved' })).toBeVisible();
  const token = await apiToken(request, user.email, user.password);
  expect(await savedSearchesOf(request, token)).toEqual([
    expect.objectContaining({ name: 'Apartments for rent in Tbilisi · Rooms from 2', frequency: 'daily' }),
  ]);
});
