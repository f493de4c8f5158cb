import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { accessibilityLabels, labelTooltips } from '@medivi/domain';
import { getAppTheme } from '../../../app/theme';
import { renderInStore } from '../testing/render-in-store';
import { makeProvider } from '../testing/fixtures';
import { labelPalette } from './label-chip';
import { ProviderCard } from './provider-card';
import { selectProviderSearch } from '../provider-search-slice';

describe('provider card', () => {
  it('shows name, label chips, formatted phone and distance text', () => {
    renderInStore(<ProviderCard provider={makeProvider({ distance: 12.4 })} isNarrowScreen={false} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Jane Smith, MD' })).toBeDefined();
    expect(screen.getByText('Contracted')).toBeDefined();
    expect(screen.getByText('Recommended')).toBeDefined();
    expect(screen.getByText('(216) 555-1234')).toBeDefined();
    expect(screen.getByText('~ 10 miles away')).toBeDefined();
    expect(screen.queryByRole('link', { name: /555-1234/ })).toBeNull();
  });

  it('hides a phone that is not exactly 10 digits', () => {
    renderInStore(<ProviderCard provider={makeProvider({ phone: '216555123' })} isNarrowScreen={false} />);
    expect(screen.queryByText(/216/)).toBeNull();
  });

  it('calls the provider from a narrow screen', () => {
    renderInStore(<ProviderCard provider={makeProvider()} isNarrowScreen />);
    const link = screen.getByRole('link', { name: '(216) 555-1234' });
    expect(link.getAttribute('href')).toBe('tel:2165551234');
  });

  it('says within the zip code for 0 miles', () => {
    renderInStore(<ProviderCard provider={makeProvider({ distance: 0 })} isNarrowScreen={false} />);
    expect(screen.getByText('Within your zip code')).toBeDefined();
  });

  it('links the address to a map in a new tab', () => {
    renderInStore(<ProviderCard provider={makeProvider({ address2: 'Suite 4' })} isNarrowScreen={false} />);
    const link = screen.getByRole('link', { name: /11100 Euclid Ave, Suite 4.*opens in a new tab/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=11100%20Euclid%20Ave%2C%20Suite%204%2C%20Cleveland%2C%20OH%2C%2044106',
    );
  });

  it('explains the label beside it, with no tab stop of its own', () => {
    const { container } = renderInStore(
      <ProviderCard provider={makeProvider({ label1: 'Caution', label2: null })} isNarrowScreen={false} />,
    );
    expect(screen.getByText(labelTooltips.Caution)).toBeTruthy();
    expect(container.querySelector('[tabindex="0"]')).toBeNull();
  });

  it('sets the provider-type filter from the breadcrumb', () => {
    const { store } = renderInStore(<ProviderCard provider={makeProvider()} isNarrowScreen={false} />, {
      search: { page: 3 },
    });
    fireEvent.click(screen.getByRole('button', { name: /Family Medicine/ }));
    expect(selectProviderSearch(store.getState())).toMatchObject({
      selectedProviderType: 'Family Medicine',
      selectedProviderSpecialty: '',
      page: 1,
    });
  });

  it('sets the specialty and its type from the breadcrumb', () => {
    const { store } = renderInStore(<ProviderCard provider={makeProvider()} isNarrowScreen={false} />);
    const breadcrumb = screen.getByRole('button', { name: /Adult Medicine/ });
    expect(within(breadcrumb).getByText('Adult Medicine')).toBeDefined();
    fireEvent.click(breadcrumb);
    expect(selectProviderSearch(store.getState())).toMatchObject({
      selectedProviderType: 'Family Medicine',
      selectedProviderSpecialty: 'Adult Medicine',
    });
  });

  it('shows only the category when the provider has no specialty', () => {
    renderInStore(<ProviderCard provider={makeProvider({ specialty: null })} isNarrowScreen={false} />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });
});

const appTheme = getAppTheme();

describe('label colours', () => {
  it.each([
    ['Contracted', appTheme.palette.success.main],
    ['Not Recommended', appTheme.palette.error.main],
  ] as const)('draws the card of a %s provider with its colour', (label, colour) => {
    renderInStore(<ProviderCard provider={makeProvider({ label1: label })} isNarrowScreen={false} />);
    const card = screen.getByRole('heading', { level: 3 }).closest<HTMLElement>('.MuiCard-root')!;
    expect(window.getComputedStyle(card).borderTopColor.toLowerCase()).toBe(colour.toLowerCase());
  });

  it('follow the spec: Contracted green, Unknown grey, Caution yellow, Not Recommended red', () => {
    const { palette } = appTheme;
    expect(labelPalette(appTheme, 'Contracted').border).toBe(palette.success.main);
    expect(labelPalette(appTheme, 'Unknown').border).toBe(palette.grey[600]);
    expect(labelPalette(appTheme, 'Caution').border).toBe(palette.warning.main);
    expect(labelPalette(appTheme, 'Not Recommended').border).toBe(palette.error.main);
  });

  it.each(accessibilityLabels)('gives %s a readable chip and a visible border', (label) => {
    const colours = labelPalette(appTheme, label);
    expect(getContrastRatio(colours.chip, colours.text)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(colours.border, '#ffffff')).toBeGreaterThanOrEqual(3);
  });
});
