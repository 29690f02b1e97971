import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { get } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageWithSettings } from '../../../ops/server/web-app';
import { startTestApp, type TestApp } from '../../support/test-app';

// The coaching brand is a setting of the server's run time (PRODUCT_NAME): the page it serves
// carries it, so the web's addresses (/{product}-publishes) follow it without a new build.
const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html>\n<html lang="en">\n  <head>\n    <title>JobSwipe</title>\n  </head>\n  <body><div id="root"></div><script type="module" src="/assets/main.js"></script></body>\n</html>\n');
writeFileSync(path.join(dist, 'assets', 'main.js'), 'console.log(1)');

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { PRODUCT_NAME: 'Career "Up" & Co', WEB_DIST: dist });
});
afterAll(async () => {
  await t?.stop();
  rmSync(dist, { recursive: true, force: true });
});

const page = async (address: string, encoding: string) => {
  const res = await fetch(`${t.app.url}${address}`, { headers: { 'accept-encoding': encoding } });
  return { status: res.status, type: res.headers.get('content-type'), csp: res.headers.get('content-security-policy'), html: await res.text() };
};

describe('the brand at run time', () => {
  it('is in every client route’s page, escaped, under the same CSP (no inline script)', async () => {
    for (const address of ['/', '/career-up-co-publishes', '/index.html']) {
      const served = await page(address, 'identity');
      expect(served.status).toBe(200);
      expect(served.type).toMatch(/text\/html/);
      expect(served.html).toContain('<meta name="product" content="Career &quot;Up&quot; &amp; Co" />');
      expect(served.html).not.toMatch(/<script(?![^>]*src=)/);
      expect(served.csp).toContain("script-src 'self'");
    }
  });

  it('is in the compressed page too', async () => {
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      // the bytes as sent (fetch would decode them)
      const raw = await new Promise<{ encoding: string | undefined; bytes: Buffer }>((resolve, reject) => {
        get(`${t.app.url}/personal-journey`, { headers: { 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], bytes: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
      expect(raw.encoding).toBe(encoding);
      expect(decode(raw.bytes).toString('utf8')).toContain('content="Career &quot;Up&quot; &amp; Co"');
    }
  });

  it('replaces a product meta the build left in the page', () => {
    const html = pageWithSettings('<html><head><meta name="product" content="Old" />\n</head></html>', { product: 'JobHunt' });
    expect(html.match(/name="product"/g)).toHaveLength(1);
    expect(html).toContain('content="JobHunt"');
  });
});
