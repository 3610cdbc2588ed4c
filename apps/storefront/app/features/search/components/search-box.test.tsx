// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderInShop, t } from '../../../lib/testing/render-in-shop.tsx';
import { SearchBox } from './search-box.tsx';

const products = [
  { productId: 11, productName: 'Oud oil', picturePath: null },
  { productId: 12, productName: 'Oud incense', picturePath: null },
];

function renderSearchBox() {
  const api = fakeApi({
    'GET /web-gw/products/suggest': () => ({ count: null, data: products.map((product) => ({ product })) }),
  });
  renderInShop(<SearchBox />, { api, pages: ['/products/:productId', '/search/filterSearch'] });
  return { api, box: screen.getByRole('combobox', { name: t('ui.prisma.search.label') }) };
}

describe('SearchBox', () => {
  it('asks for live suggestions as the shopper types and lists them', async () => {
    const { api, box } = renderSearchBox();
    await userEvent.type(box, 'oud');

    const listbox = await screen.findByRole('listbox', { name: t('ui.prisma.search.suggestions') });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Oud oil', 'Oud incense']);
    expect(listbox.hidden).toBe(false);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    // One request for the word, not one per key.
    const suggestCalls = api.calls.filter((call) => call.url.startsWith('/web-gw/products/suggest'));
    expect(suggestCalls.map((call) => call.url)).toEqual([
      '/web-gw/products/suggest?query=oud&pageCount=5&preferInStock=true',
    ]);
  });

  it('moves through the suggestions with the arrow keys while focus stays in the box, and opens one with Enter', async () => {
    const { box } = renderSearchBox();
    await userEvent.type(box, 'oud');
    await screen.findAllByRole('option');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: 'Oud incense' });
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(second.id);
    expect(document.activeElement).toBe(box);

    // Past the last one comes back to the typed text.
    await userEvent.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    await userEvent.keyboard('{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(second.id);
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Page /products/12')).toBeTruthy();
  });

  it('closes the suggestions on Escape', async () => {
    const { box } = renderSearchBox();
    await userEvent.type(box, 'oud');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('false'));
    expect(screen.getByRole('listbox', { hidden: true }).hidden).toBe(true);
  });

  it('asks nothing for empty text and stays on the page when it is sent', async () => {
    const { api, box } = renderSearchBox();
    await userEvent.type(box, '   {Enter}');
    expect(api.calls).toEqual([]);
    expect(screen.queryByText('Page /search/filterSearch')).toBeNull();
  });
});
