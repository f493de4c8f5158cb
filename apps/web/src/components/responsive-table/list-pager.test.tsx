import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeListPage, ListPager } from './list-pager';
import { renderWithI18n } from '../../testing/render-with-i18n';

afterEach(cleanup);

function renderPager(page: number, count = 42) {
  const onPageChange = vi.fn<(page: number) => void>();
  const onPageSizeChange = vi.fn<(pageSize: number) => void>();
  renderWithI18n(
    <ListPager
      count={count}
      page={page}
      pageSize={10}
      pageSizes={[5, 10, 25]}
      onPageChange={onPageChange}
      onPageSizeChange={onPageSizeChange}
    />,
  );
  return { onPageChange, onPageSizeChange };
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('ListPager', () => {
  it('says which records are shown, as MUI TablePagination did', () => {
    expect(describeListPage(42, 0, 10)).toBe('1–10 of 42');
    expect(describeListPage(42, 4, 10)).toBe('41–42 of 42');
    expect(describeListPage(0, 0, 10)).toBe('0–0 of 0');
  });

  it('offers no previous page on the first page, and moves to the next', async () => {
    const { onPageChange } = renderPager(0);
    expect(screen.getByText('1–10 of 42')).toBeTruthy();
    expect(button('Go to previous page').disabled).toBe(true);
    await userEvent.setup().click(button('Go to next page'));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('offers no next page on the last page, and moves back', async () => {
    const { onPageChange } = renderPager(4);
    expect(button('Go to next page').disabled).toBe(true);
    await userEvent.setup().click(button('Go to previous page'));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('changes the page size with a native select named Rows per page', async () => {
    const { onPageSizeChange } = renderPager(0);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Rows per page:' });
    expect(select.tagName).toBe('SELECT');
    expect(select.value).toBe('10');
    await userEvent.setup().selectOptions(select, '25');
    expect(onPageSizeChange).toHaveBeenCalledWith(25);
  });
});
