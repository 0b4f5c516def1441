import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const base = 'http://localhost:10000';
const paths = process.argv.slice(2);
for (const path of paths) {
  const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
  const messages = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text().slice(0, 6000)}`); });
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message.slice(0, 6000)}`));
  const response = await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const h1 = await page.locator('h1').first().textContent().catch(() => null);
  console.log(`${path} ${response.status()} h1=${JSON.stringify(h1)} title=${JSON.stringify(await page.title())}`);
  for (const m of messages) console.log('   ', m);
  await page.close();
}
await browser.close();
