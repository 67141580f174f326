import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** Each information page with its heading and one section heading, per language. */
const PAGES = [
  {
    path: '/guides',
    en: ['Buying property in Georgia', '3. Check the Public Registry extract'],
    ka: ['უძრავი ქონების ყიდვა საქართველოში', '9. შენობის სტატუსი და კარკასის ტერმინები'],
    ru: ['Покупка недвижимости в Грузии', '7. Покупка иностранцем'],
  },
  {
    path: '/mortgage',
    en: ['Mortgage calculator', 'How the payment is calculated'],
    ka: ['იპოთეკური კალკულატორი', 'როგორ ითვლება გადასახადი'],
    ru: ['Ипотечный калькулятор', 'Как считается платёж'],
  },
  {
    path: '/market-insights',
    en: ['Market insights', 'Figures by district'],
    ka: ['ბაზრის მიმოხილვა', 'მონაცემები უბნების მიხედვით'],
    ru: ['Обзор рынка', 'Данные по районам'],
  },
  {
    path: '/help',
    en: ['Help center', 'Staying safe'],
    ka: ['დახმარების ცენტრი', 'უსაფრთხოება'],
    ru: ['Центр помощи', 'Безопасность'],
  },
  {
    path: '/about',
    en: ['About Sakhli', 'What we do'],
    ka: ['„სახლის“ შესახებ', 'რას ვაკეთებთ'],
    ru: ['О Сахли', 'Что мы делаем'],
  },
  {
    path: '/contact',
    en: ['Contact us', 'Report a suspicious listing'],
    ka: ['დაგვიკავშირდით', 'საეჭვო განცხადების შეტყობინება'],
    ru: ['Свяжитесь с нами', 'Сообщить о подозрительном объявлении'],
  },
  {
    path: '/terms',
    en: ['Terms of service', '4. What is not allowed'],
    ka: ['მომსახურების პირობები', '4. რა არის აკრძალული'],
    ru: ['Условия использования', '4. Что запрещено'],
  },
  {
    path: '/privacy',
    en: ['Privacy policy', '3. Cookies and browser storage'],
    ka: ['კონფიდენციალურობის პოლიტიკა', '3. ქუქი-ფაილები და ბრაუზერის მეხსიერება'],
    ru: ['Политика конфиденциальности', '3. Cookie и хранилище браузера'],
  },
] as const;

const LANGUAGES = ['en', 'ka', 'ru'] as const;

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  );
  expect(
    serious.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

for (const language of LANGUAGES) {
  test(`every information page renders in ${language}`, async ({ page }) => {
    for (const item of PAGES) {
      const [heading, section] = item[language];
      await page.goto(`${item.path}?lang=${language}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    }
  });
}

test('footer links lead to their pages and searches', async ({ page }) => {
  await page.goto('/about?lang=en');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(/© \d{4} Sakhli/);
  const links = {
    'Buying Guide': '/guides',
    'Mortgage Calculator': '/mortgage',
    'Market Insights': '/market-insights',
    'Help Center': '/help',
    'About Us': '/about',
    Contact: '/contact',
    'Terms of Service': '/terms',
    'Privacy Policy': '/privacy',
    Apartments: '/search?type=apartment',
    Houses: '/search?type=house',
    'New buildings': '/search?feature=new',
    Luxury: '/search?feature=luxury',
  };
  for (const [name, href] of Object.entries(links)) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Houses', exact: true }).click();
  await expect(page).toHaveURL(/listingType=Sale&propertyType=House/);
});

test('the side navigation marks the current page and the FAQ opens', async ({ page }) => {
  await page.goto('/help?lang=en');
  const navigation = page.getByRole('navigation', { name: 'Guides and information' });
  await expect(navigation.getByRole('link', { name: 'Help Center' })).toHaveAttribute('aria-current', 'page');
  const question = page.getByText('How do I publish a listing?');
  await question.click();
  await expect(page.getByText(/choose Create Property in the user menu/)).toBeVisible();
});

test('market insights: medians by district for the chosen listing and property type', async ({ page }) => {
  await page.goto('/market-insights?lang=en');
  const table = page.getByRole('table', { name: 'Figures by district' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const overall = page.getByTestId('insights-overall');
  await expect(overall).toContainText('Active listings');
  await expect(overall).toContainText('$');
  await page.getByLabel('Listing type').selectOption('Rent');
  await expect(page).toHaveURL(/listingType=Rent/);
  await expect(page.getByText('Rents are monthly asking rents in US dollars.')).toBeVisible();
  await page.getByLabel('Property type').selectOption('House');
  await expect(page).toHaveURL(/propertyType=House/);
  await expect(
    page
      .getByRole('table', { name: 'Figures by district' })
      .or(page.getByText('There are no active listings of this kind yet.')),
  ).toBeVisible();
});

test('the standalone mortgage calculator takes a price', async ({ page }) => {
  await page.goto('/mortgage?lang=en');
  const price = page.getByLabel('Property price (USD)');
  await expect(price).toBeEditable();
  await price.fill('250000');
  await expect(page.getByLabel('Down payment (USD)')).toHaveValue('50000');
  await expect(page.getByTestId('monthly-payment')).toHaveText('$1,264');
});

test('contact page offers e-mail and phone links', async ({ page }) => {
  await page.goto('/contact?lang=en');
  await expect(page.getByRole('main').getByRole('link', { name: 'support@sakhli.ge' })).toHaveAttribute(
    'href',
    'mailto:support@sakhli.ge',
  );
  await expect(page.getByRole('main').getByRole('link', { name: /^\+995/ })).toHaveAttribute(
    'href',
    /^tel:\+995/,
  );
});

test('no serious or critical accessibility violations on the information pages', async ({ page }) => {
  for (const path of ['/guides', '/mortgage', '/market-insights', '/help', '/contact', '/privacy']) {
    await page.goto(`${path}?lang=en`);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectNoSeriousViolations(page);
  }
  await page.goto('/guides?lang=ka');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('information pages fit a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  for (const path of ['/guides', '/market-insights', '/mortgage']) {
    await page.goto(`${path}?lang=ka`);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    // Measured once the page has settled (the calculator and the charts load after the heading).
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(375);
  }
});
