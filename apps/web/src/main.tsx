import { applicationName } from '@medivi/domain';
import { startApp } from './app/start-app';
import { preloadStartUpCode } from './app/start-up-code';
import { systemFontStack, textStyles } from './app/typography';
import { storeCsrfTokenFromAddress } from './features/auth/address-token';
import { afterFirstPaint } from './lib/after-first-paint';
import { readVariantOfLocation } from './lib/variant';
import { warmUpFonts } from './lib/warm-up-fonts';

const variant = readVariantOfLocation();
document.title = applicationName(variant);
// Before the router reads the address: a csrfToken parameter is stored, then removed from it.
storeCsrfTokenFromAddress();

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');
// The boot screen of index.html paints before any other code downloads; then start-up runs in
// steps (app/start-app.ts) while the fonts of the pages are set up in short tasks.
afterFirstPaint(() => {
  void preloadStartUpCode();
  void startApp(container, variant);
  void warmUpFonts(systemFontStack, textStyles);
});
