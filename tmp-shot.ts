import { chromium } from 'playwright-core';
const base = process.argv[2] ?? 'http://127.0.0.1:3100';
const paths = (process.argv[3] ?? '/').split(',');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
for (const lang of ['en', 'ar']) for (const [vp, size] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 800 }]] as const) {
  const ctx = await browser.newContext({ viewport: size });
  await ctx.addCookies([{ name: 'language', value: lang, url: base }]);
  const page = await ctx.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log(lang, vp, 'console:', m.text()));
  page.on('pageerror', (e) => console.log(lang, vp, 'pageerror:', e.message));
  for (const p of paths) {
    const r = await page.goto(base + p);
    await page.waitForTimeout(300);
    const name = `/tmp/shots/${p.replace(/\W+/g, '_') || 'home'}-${lang}-${vp}.png`;
    await page.screenshot({ path: name, fullPage: false });
    console.log(r?.status(), name);
  }
  await ctx.close();
}
await browser.close();
