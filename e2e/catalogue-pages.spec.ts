import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { CategoryDetail, ProductDetail } from '@storefront/contracts';
import { baseUrl, consoleErrors, openPage } from './support/browser.ts';
import { apiGet, findProductWithPricedVariations } from './support/catalogue-data.ts';
import { LANGUAGES_AND_VIEWPORTS, textIn, uiText, type Language } from './support/translations.ts';

/** The server's HTML of a page, as a crawler gets it. */
async function serverHtml(path: string, language: Language): Promise<string> {
  const response = await fetch(`${baseUrl()}${path}`, { headers: { cookie: `language=${language}` } });
  return response.text();
}

const currentParams = (page: Page) => new URL(page.url()).searchParams;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.each(LANGUAGES_AND_VIEWPORTS)('the catalogue pages in %s at %s width', (language, viewport) => {
  const narrow = viewport === 'phone';
  const t = textIn(language);

  async function open(path: string) {
    const opened = await openPage({ language, viewport });
    const response = await opened.page.goto(path, { waitUntil: 'networkidle' });
    return { ...opened, status: response?.status() };
  }

  /** On a phone the filters sit behind their disclosure button. */
  async function showFilters(page: Page) {
    if (narrow) await page.getByRole('button', { name: t('ui.prisma.listing.filters') }).click();
  }

  it('shows the home page sections: banners, featured categories and product rails', async () => {
    const { context, page } = await open('/');
    const main = page.getByRole('main');
    const banners = main.locator(`[aria-roledescription="${t('ui.prisma.home.slide')}"]`);
    expect(await banners.count()).toBe(3);
    const pictures = banners.locator('img');
    expect(await pictures.first().getAttribute('loading')).toBe('eager');
    expect(await pictures.first().getAttribute('fetchpriority')).toBe('high');
    expect(await pictures.nth(1).getAttribute('loading')).toBe('lazy');
    const dots = main.getByRole('button', { name: t('ui.prisma.home.goToSlide', { number: 2 }) });
    await main.getByRole('button', { name: t('ui.prisma.home.nextSlide') }).click();
    await expect.poll(() => dots.getAttribute('aria-current')).toBe('true');

    const group = await apiGet<{ lists: { kind: string; title: string }[] }>(
      '/web-gw/v2/data-lists/groups/home',
      language,
    );
    for (const list of group.lists.filter((item) => item.kind !== 'images')) {
      const section = main.getByRole('region', { name: list.title });
      await section.waitFor();
      expect(await section.getByRole('link').count()).toBeGreaterThan(0);
    }
    const rail = main.getByRole('region', { name: group.lists.find((list) => list.kind === 'products')!.title });
    const card = rail.getByRole('article').first();
    expect(await card.getByRole('heading').textContent()).not.toBe('');
    expect(await card.textContent()).toContain(t('ui.prisma.price.currency'));
    expect(consoleErrors(page)).toEqual([]);
    await context.close();
  });

  it('sends title, description, canonical URL and Open Graph tags in the server HTML', async () => {
    const html = await serverHtml('/categories/fashion?page=2&sort=newest', language);
    expect(html).toMatch(/<title>[^<]+ – [^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    // The canonical URL is the page's own language version; English, the default, is the plain one (ADR 025).
    const canonical = `${baseUrl()}/categories/fashion?page=2${language === 'en' ? '' : `&amp;lang=${language}`}`;
    expect(html).toContain(`<link rel="canonical" href="${canonical}"/>`);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html).toContain(`<meta property="og:url" content="${canonical}"/>`);
  });

  it('filters, sorts and pages a category with every choice in the URL', async () => {
    const { context, page } = await open('/categories/fashion');
    const main = page.getByRole('main');
    const category = await apiGet<CategoryDetail>('/web-gw/categories/fashion', language);
    await main.getByRole('heading', { level: 1, name: category.name }).waitFor();
    expect(await main.getByRole('link', { name: category.children[0]!.name, exact: true }).getAttribute('href')).toBe(
      `/categories/${category.children[0]!.slug}`,
    );

    await showFilters(page);
    const brand = main
      .getByRole('group', { name: t('ui.prisma.listing.brand') })
      .getByRole('checkbox')
      .first();
    await brand.check();
    await expect.poll(() => currentParams(page).getAll('brand')).toHaveLength(1);

    await main.getByLabel(t('ui.prisma.listing.sortBy')).selectOption('price-asc');
    await expect.poll(() => currentParams(page).get('sort')).toBe('price-asc');
    // The URL changes first; the sorted page follows once its data is in. Out-of-stock products
    // come last whatever the sort (the theme's keep_out_of_stock_at_end), so only those in stock count.
    const outOfStock = t('ui.prisma.product.outOfStock');
    const inStockPrices = () =>
      main.getByRole('article').evaluateAll(
        (cards, tag) =>
          cards
            .filter((card) => !card.textContent!.includes(tag))
            .map((card) =>
              Number(
                card
                  .querySelector('.product-price__current')!
                  .textContent!.replace(/,/g, '')
                  .match(/\d+(\.\d+)?/)![0],
              ),
            ),
        outOfStock,
      );
    await expect
      .poll(async () => {
        const prices = await inStockPrices();
        return prices.every((price, index) => index === 0 || prices[index - 1]! <= price);
      })
      .toBe(true);

    await main.getByRole('checkbox', { name: t('ui.prisma.listing.inStockOnly') }).check();
    await expect.poll(() => currentParams(page).get('inStock')).toBe('true');

    await main.getByRole('checkbox', { checked: true }).first().uncheck();
    await expect.poll(() => currentParams(page).getAll('brand')).toHaveLength(0);
    await main.getByRole('checkbox', { name: t('ui.prisma.listing.inStockOnly') }).uncheck();
    await expect.poll(() => currentParams(page).get('inStock')).toBeNull();
    await page
      .getByRole('navigation', { name: t('ui.prisma.listing.pagination') })
      .getByRole('link', { name: t('ui.prisma.listing.pageNumber', { page: 2 }) })
      .click();
    await expect.poll(() => currentParams(page).get('page')).toBe('2');
    expect(currentParams(page).get('sort')).toBe('price-asc');
    await page.goBack();
    await expect.poll(() => currentParams(page).get('page')).toBeNull();
    await context.close();
  });

  it('answers 404 for a category that does not exist', async () => {
    const { context, page, status } = await open('/categories/no-such-category');
    expect(status).toBe(404);
    await page.getByRole('heading', { level: 1, name: t('ui.prisma.page.notFound.title') }).waitFor();
    await context.close();
  });

  describe('a product page', () => {
    let product: ProductDetail;
    beforeAll(async () => {
      product = await findProductWithPricedVariations();
      product = await apiGet<ProductDetail>(`/web-gw/products/${product.productId}`, language);
    });

    it('changes price and stock with the chosen variation', async () => {
      const { context, page } = await open(`/products/${product.productId}`);
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 1, name: product.productName }).waitFor();
      await main
        .getByRole('navigation', { name: t('ui.prisma.a11y.breadcrumbs') })
        .getByRole('link', { name: product.breadcrumbs.at(-1)!.name })
        .waitFor();
      const quantity = main.getByRole('spinbutton', { name: t('ui.prisma.product.quantity') });
      expect(await quantity.inputValue()).toBe('1');

      const defaultVariation = product.variations.find((variation) => variation.isDefault)!;
      const other = product.variations.find(
        (variation) => variation.price !== defaultVariation.price || variation.activeQty !== defaultVariation.activeQty,
      )!;
      const sku = main.getByText(t('ui.prisma.product.sku', { sku: defaultVariation.sku }));
      await sku.waitFor();
      const before = await main.locator('.product-offer').textContent();
      // Choose each value of the other variation, as a shopper clicks the size and colour.
      for (const attribute of product.attributes) {
        const value = attribute.values.find((candidate) =>
          other.attributeValueIds.includes(candidate.attributeValueId),
        )!;
        const group = main.getByRole('group', { name: new RegExp(`^${escapeRegExp(attribute.name)}`) });
        await group
          .locator('label')
          .filter({ has: page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(value.name)}`) }) })
          .click();
      }
      await main.getByText(t('ui.prisma.product.sku', { sku: other.sku })).waitFor();
      await expect.poll(() => currentParams(page).get('variation')).toBe(String(other.variationId));
      expect(await main.locator('.product-offer').textContent()).not.toBe(before);
      const stockKey =
        other.activeQty === 0
          ? 'ui.prisma.product.outOfStock'
          : other.activeQty <= 5
            ? 'ui.prisma.product.fewLeft'
            : 'ui.prisma.product.inStock';
      await main
        .getByRole('status')
        .filter({ hasText: t(stockKey, { count: other.activeQty }) })
        .waitFor();
      expect(await quantity.isDisabled()).toBe(other.activeQty === 0);
      expect(consoleErrors(page)).toEqual([]);
      await context.close();
    });

    it('carries schema.org Product data with a KWD price in the server HTML', async () => {
      const html = await serverHtml(`/products/${product.productId}`, language);
      const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
      const data = JSON.parse(json!) as {
        '@type': string;
        name: string;
        offers: Array<{ priceCurrency: string; price: string }>;
      };
      expect(data['@type']).toBe('Product');
      expect(data.name).toBe(product.productName);
      expect(data.offers).toHaveLength(product.variations.length);
      for (const offer of data.offers) {
        expect(offer.priceCurrency).toBe('KWD');
        expect(offer.price).toMatch(/^\d+\.\d{3}$/);
      }
      expect(html).toMatch(/<meta property="og:type" content="product"/);
    });

    it('answers 404 for a product that does not exist', async () => {
      const { context, status } = await open('/products/987654321');
      expect(status).toBe(404);
      await context.close();
    });
  });

  it('shows search results with their count, and an empty state when nothing matches', async () => {
    const { context, page } = await open('/search/filterSearch?keyword=oud');
    const main = page.getByRole('main');
    const { count } = await apiGet<{ count: number }>('/web-gw/products?keyword=oud&count=true&top=1', language);
    await main.getByRole('heading', { name: t('ui.prisma.listing.resultCount', { count }) }).waitFor();
    expect(await main.getByRole('article').count()).toBeGreaterThan(0);
    await showFilters(page);
    await main.getByLabel(t('ui.prisma.listing.category')).waitFor();

    await page.goto('/search/filterSearch?keyword=zzqqxxnothing', { waitUntil: 'networkidle' });
    await main.getByText(t('ui.prisma.search.nothingFound', { keyword: 'zzqqxxnothing' })).waitFor();
    expect(await main.getByRole('article').count()).toBe(0);
    await context.close();
  });

  it('shows a static page, and 404 for one that does not exist', async () => {
    const { context, page } = await open('/pages/about');
    const title = language === 'en' ? 'About us' : 'من نحن';
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect((await page.getByRole('main').locator('p').count()) > 1).toBe(true);
    const missing = await page.goto('/pages/no-such-page');
    expect(missing?.status()).toBe(404);
    await context.close();
  });

  it('checks the contact form with translated messages and confirms a sent message', async () => {
    const { context, page } = await open('/contact');
    const main = page.getByRole('main');
    const send = main.getByRole('button', { name: t('ui.prisma.contact.send') });
    await main.getByLabel(t('ui.prisma.contact.email')).fill('not-an-email');
    await send.click();
    for (const key of ['name', 'email', 'subject', 'message'])
      await main.getByText(t(`ui.prisma.contact.error.${key}`)).waitFor();
    expect(
      await main.getByLabel(t('ui.prisma.contact.name')).evaluate((element) => element === document.activeElement),
    ).toBe(true);

    await main.getByLabel(t('ui.prisma.contact.name')).fill('Sara Al-Sabah');
    await main.getByLabel(t('ui.prisma.contact.email')).fill('sara@example.com');
    await main.getByLabel(t('ui.prisma.contact.subject')).fill('Delivery');
    await main.getByLabel(t('ui.prisma.contact.message')).fill('When will my order arrive in Salmiya?');
    await send.click();
    const thanks = page.getByRole('region', { name: t('ui.prisma.toast.region') }).getByRole('listitem');
    await thanks.waitFor();
    expect(await thanks.getAttribute('data-type')).toBe('success');
    expect(await main.getByLabel(t('ui.prisma.contact.name')).inputValue()).toBe('');
    await context.close();
  });
});

describe('the contact form under the rate limit', () => {
  it('tells the shopper to wait once the shop has had too many messages from them', async () => {
    const message = {
      name: 'Sara',
      email: 'sara@example.com',
      subject: 'Hello',
      message: 'A question about delivery.',
    };
    // The limit counts per address; the four languages and widths above sent four already.
    for (let attempt = 0; attempt < 6; attempt++) {
      await fetch(`${baseUrl()}/api/stores/self/contact-us`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(message),
      });
    }
    const { context, page } = await openPage({ language: 'ar' });
    await page.goto('/contact', { waitUntil: 'networkidle' });
    const t = (key: string) => uiText('ar', key);
    const main = page.getByRole('main');
    await main.getByLabel(t('ui.prisma.contact.name')).fill(message.name);
    await main.getByLabel(t('ui.prisma.contact.email')).fill(message.email);
    await main.getByLabel(t('ui.prisma.contact.subject')).fill(message.subject);
    await main.getByLabel(t('ui.prisma.contact.message')).fill(message.message);
    await main.getByRole('button', { name: t('ui.prisma.contact.send') }).click();
    await page.getByText(t('ui.prisma.contact.tooMany')).waitFor();
    await context.close();
  });
});
