import {
  type AppearanceValues,
  defaultSettings,
  FAVICON_SIZES,
  THEME_FONT_FAMILIES,
} from '@coffer/contract';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { Browser, createUser, signIn } from '../../../test/auth';
import { describeServer, type TestServer } from '../../../test/harness';
import { createRoleWith, signInAsAdmin, uniqueRoleName } from '../admin/admin.test-support';
import { CUSTOM_CODE_KEY } from './service';

const SECTIONS = ['branding', 'seo', 'themes', 'menus', 'landing', CUSTOM_CODE_KEY];

async function resetAppearance(server: TestServer) {
  for (const key of SECTIONS) await server.app.settings.reset(key);
}

async function upload(browser: Browser, kind: string | null, body: Buffer, name = 'image.png') {
  const form = new FormData();
  if (kind !== null) form.append('kind', kind);
  form.append('file', new Blob([new Uint8Array(body)], { type: 'image/png' }), name);
  if (!browser.cookies.has('XSRF-TOKEN')) await browser.get('/api/v1/bootstrap-data');
  const response = await browser.server.fetch('/api/v1/admin/appearance/images', {
    method: 'POST',
    body: form,
    headers: {
      cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-xsrf-token': decodeURIComponent(browser.cookies.get('XSRF-TOKEN') ?? ''),
      accept: 'application/json',
    },
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely and assert their shape.
  const json: any = await response.json();
  return { status: response.status, json };
}

function png(width: number, height: number, red = 200): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 4, background: { r: red, g: 40, b: 40, alpha: 1 } },
  })
    .png()
    .toBuffer();
}

const SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(1)</script><rect width="64" height="64" fill="#336"/></svg>',
);

async function page(server: TestServer, path = '/drive') {
  const response = await server.fetch(path, { headers: { accept: 'text/html' } });
  expect(response.status, path).toBe(200);
  const csp = response.headers.get('content-security-policy') ?? '';
  return {
    html: await response.text(),
    scriptSrc: csp.split('; ').find((d) => d.startsWith('script-src ')) ?? '',
    styleSrc: csp.split('; ').find((d) => d.startsWith('style-src ')) ?? '',
  };
}

describeServer('the appearance editor', (server) => {
  afterEach(() => resetAppearance(server()));

  describe('GET and POST admin/appearance', () => {
    it('answers every section’s saved values and the fonts', async () => {
      const { browser } = await signInAsAdmin(server());
      const { status, json } = await browser.get('/api/v1/admin/appearance');
      expect(status).toBe(200);
      expect(json.fonts).toEqual([...THEME_FONT_FAMILIES]);
      expect(json.values).toEqual({
        branding: defaultSettings.branding,
        seo: defaultSettings.seo,
        themes: defaultSettings.themes,
        menus: defaultSettings.menus,
        landing: defaultSettings.landing,
        custom_code: { css: '', html: '' },
      });
    });

    it('saves the changed sections, answers them, and a new browser’s page carries them', async () => {
      const { browser } = await signInAsAdmin(server());
      const themes: AppearanceValues['themes'] = {
        ...defaultSettings.themes,
        all: defaultSettings.themes.all.map((theme) =>
          theme.id === 1
            ? {
                ...theme,
                values: { '--coffer-color-primary': '#c2185b', '--coffer-radius-md': '12px' },
                font: { family: 'Poppins' },
              }
            : theme,
        ),
      };
      const changes = {
        themes,
        landing: { ...defaultSettings.landing, headerTitle: 'Your files, at home' },
        menus: [
          {
            id: 'footer',
            name: 'Footer',
            positions: ['footer'],
            items: [
              { id: 'a', type: 'link' as const, label: 'Blog', action: 'https://blog.example.com' },
            ],
          },
        ],
        branding: {
          ...defaultSettings.branding,
          site_name: 'Home Cloud',
          site_description: 'Ours.',
        },
        custom_code: { css: 'body { outline: 1px solid red; }', html: '' },
      };
      const saved = await browser.post('/api/v1/admin/appearance', { changes });
      expect(saved.status, JSON.stringify(saved.json)).toBe(200);
      expect(saved.json.values).toMatchObject(changes);
      expect(saved.json.values.seo).toEqual(defaultSettings.seo);

      // A new browser, a guest: the bootstrap data and the page's HTML.
      const guest = await new Browser(server()).get('/api/v1/bootstrap-data');
      expect(guest.json.settings.themes).toEqual(themes);
      expect(guest.json.settings.landing.headerTitle).toBe('Your files, at home');
      expect(guest.json.settings.menus).toEqual(changes.menus);
      expect(guest.json.settings.branding.site_name).toBe('Home Cloud');
      // Custom code reaches pages as code, never in the bootstrap data.
      expect(JSON.stringify(guest.json)).not.toContain('outline: 1px');
      const { html } = await page(server());
      expect(html).toContain('<title>Home Cloud</title>');
      expect(html).toMatch(
        /<div id="be-custom-code" nonce="[^"]+"><style data-custom-css nonce="[^"]+">body \{ outline: 1px solid red; \}<\/style><\/div><\/body>/,
      );
      expect((await browser.get('/api/v1/admin/appearance')).json.values.custom_code).toEqual(
        changes.custom_code,
      );
    });

    it('replaces what the admin settings saved inside a section, and their later saves win again', async () => {
      const { browser } = await signInAsAdmin(server());
      const title = async () =>
        (await new Browser(server()).get('/api/v1/bootstrap-data')).json.settings.landing
          .headerTitle;
      await server().app.settings.set('landing.headerTitle', 'From the settings');
      expect(await title()).toBe('From the settings');
      const landing = { ...defaultSettings.landing, headerTitle: 'From the editor' };
      expect(
        (await browser.post('/api/v1/admin/appearance', { changes: { landing } })).status,
      ).toBe(200);
      expect(await title()).toBe('From the editor');
      await server().app.settings.set('landing.headerTitle', 'From the settings again');
      expect(await title()).toBe('From the settings again');
      await server().app.settings.reset('landing.headerTitle');
    });

    it('refuses bad input with field messages under `changes.`, writing nothing', async () => {
      const { browser } = await signInAsAdmin(server());
      const before = (await browser.get('/api/v1/admin/appearance')).json;
      const bad = await browser.post('/api/v1/admin/appearance', {
        changes: {
          branding: { ...defaultSettings.branding, site_name: 'Changed' },
          themes: {
            ...defaultSettings.themes,
            all: [{ ...defaultSettings.themes.all[0], name: '  ', font: { family: 'Comic Sans' } }],
          },
        },
      });
      expect(bad.status).toBe(422);
      expect(bad.json.errors['changes.themes.all.0.name']).toEqual(['Enter a name.']);
      expect(bad.json.errors['changes.themes.all.0.font.family']).toEqual([
        'Choose one of the fonts.',
      ]);
      const unknown = await browser.post('/api/v1/admin/appearance', { changes: { ads: {} } });
      expect(unknown.status).toBe(422);
      const tooLong = await browser.post('/api/v1/admin/appearance', {
        changes: { custom_code: { css: 'a'.repeat(100_001), html: '' } },
      });
      expect(tooLong.status).toBe(422);
      expect(tooLong.json.errors['changes.custom_code.css']).toEqual(['The text is too long.']);
      expect((await browser.get('/api/v1/admin/appearance')).json).toEqual(before);
    });

    it('needs appearance.update: a guest 401, an admin-area user without it 403', async () => {
      const role = uniqueRoleName('panel-only');
      await createRoleWith(server(), role, { 'admin.access': {}, 'settings.update': {} });
      const panel = await signIn(server(), await createUser(server(), { roles: ['users', role] }));
      const changes = { branding: { ...defaultSettings.branding, site_name: 'Refused' } };
      expect((await new Browser(server()).get('/api/v1/admin/appearance')).status).toBe(401);
      expect((await panel.get('/api/v1/admin/appearance')).status).toBe(403);
      expect((await panel.post('/api/v1/admin/appearance', { changes })).status).toBe(403);
      expect((await upload(panel, 'logo_light', await png(8, 8))).status).toBe(403);
      expect((await server().app.settings.get('branding')).site_name).toBe('Coffer');
    });
  });

  describe('custom code in pages', () => {
    it('without custom code, keeps the policy and the page as they were', async () => {
      const { html, scriptSrc, styleSrc } = await page(server());
      expect(scriptSrc).toBe("script-src 'self'");
      expect(styleSrc).toBe("style-src 'self' 'unsafe-inline'");
      expect(html).not.toContain('be-custom-code');
      expect(html).not.toContain('nonce');
    });

    it('runs the admin’s scripts by a fresh per-page nonce that only they carry', async () => {
      const { browser } = await signInAsAdmin(server());
      const custom_code = {
        css: '.x { content: "</style><script>alert(1)</script>"; }',
        html: '<p>Hello</p><SCRIPT>window.hello = 1;</SCRIPT><script src="/js/extra.js"></script>',
      };
      expect(
        (await browser.post('/api/v1/admin/appearance', { changes: { custom_code } })).status,
      ).toBe(200);
      const first = await page(server());
      const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'$/.exec(first.scriptSrc)?.[1];
      expect(nonce, first.scriptSrc).toBeTruthy();
      // The styles' inline permission stays (a nonce there would turn it off).
      expect(first.styleSrc).toBe("style-src 'self' 'unsafe-inline'");
      expect(first.html).toContain(
        `<div id="be-custom-code" nonce="${nonce}"><style data-custom-css nonce="${nonce}">.x { content: "<\\/style><script>alert(1)</script>"; }</style><p>Hello</p><script nonce="${nonce}">window.hello = 1;</SCRIPT><script nonce="${nonce}" src="/js/extra.js"></script></div></body>`,
      );
      // Only the custom code's scripts carry it: the bootstrap JSON is data.
      expect(first.html.match(/nonce="/g)).toHaveLength(4);
      const second = await page(server());
      expect(second.scriptSrc).not.toBe(first.scriptSrc);
      // API answers never get one.
      const api = await server().fetch('/api/v1/health');
      expect(api.headers.get('content-security-policy')).toContain("script-src 'self';");
    });

    it('gives the editor’s preview frame a nonce and an empty element to fill', async () => {
      const { html, scriptSrc } = await page(server(), '/drive?appearanceEditor=true');
      const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
      expect(nonce).toBeTruthy();
      expect(html).toContain(`<div id="be-custom-code" nonce="${nonce}"></div></body>`);
    });
  });

  describe('images', () => {
    it('stores a logo under its content’s hash and serves it cached for good', async () => {
      const { browser } = await signInAsAdmin(server());
      const image = await png(40, 20);
      const stored = await upload(browser, 'logo_dark', image);
      expect(stored.status, JSON.stringify(stored.json)).toBe(200);
      expect(stored.json.url).toMatch(/^\/api\/v1\/appearance\/images\/[a-f0-9]{32}\.png$/);
      expect((await upload(browser, 'logo_light', image)).json.url).toBe(stored.json.url);
      // The landing page's images are stored the same way, with no favicon sizes.
      const landing = await upload(browser, 'landing', await png(60, 30));
      expect(landing.status, JSON.stringify(landing.json)).toBe(200);
      expect(landing.json.url).toMatch(/^\/api\/v1\/appearance\/images\/[a-f0-9]{32}\.png$/);
      const served = await server().fetch(stored.json.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);
      expect(
        (await server().fetch('/api/v1/appearance/images/0123456789abcdef0123456789abcdef.png'))
          .status,
      ).toBe(404);
      expect(
        (await server().fetch('/api/v1/appearance/images/..%2F..%2Fetc.png')).status,
      ).toBeGreaterThanOrEqual(400);
    });

    it('checks the content, not the name: PNG, JPEG, WebP or SVG, 2 MB at most, and a kind', async () => {
      const { browser } = await signInAsAdmin(server());
      const text = await upload(browser, 'logo_light', Buffer.from('not an image at all'), 'x.png');
      expect(text.status).toBe(422);
      expect(text.json.errors.file).toEqual(['The image must be a PNG, JPEG, WebP or SVG file.']);
      const fake = Buffer.concat([(await png(4, 4)).subarray(0, 16), Buffer.alloc(64)]);
      expect((await upload(browser, 'logo_light', fake)).status).toBe(422);
      const big = await upload(browser, 'logo_light', Buffer.alloc(2 * 1024 * 1024 + 1, 0x89));
      expect(big.status).toBe(422);
      expect(big.json.errors.file).toEqual(['The image may not be greater than 2 MB.']);
      const noKind = await upload(browser, null, await png(4, 4));
      expect(noKind.status).toBe(422);
      expect(noKind.json.errors.kind).toEqual(['Choose what the image is for.']);
      expect((await upload(browser, 'background', await png(4, 4))).status).toBe(422);
      for (const format of ['jpeg', 'webp'] as const) {
        const bytes = await sharp(await png(10, 10))
          [format]()
          .toBuffer();
        const ok = await upload(browser, 'logo_light', bytes, 'a.bin');
        expect(ok.status, format).toBe(200);
        expect(ok.json.url).toMatch(format === 'jpeg' ? /\.jpg$/ : /\.webp$/);
      }
    });

    it('makes a favicon’s sizes, serves an SVG sandboxed, and pages link the saved favicon', async () => {
      const { browser } = await signInAsAdmin(server());
      const stored = await upload(browser, 'favicon', SVG, 'icon.svg');
      expect(stored.status, JSON.stringify(stored.json)).toBe(200);
      const url: string = stored.json.url;
      expect(url).toMatch(/\.svg$/);
      const svg = await server().fetch(url);
      expect(svg.headers.get('content-type')).toBe('image/svg+xml');
      expect(svg.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);
      expect(svg.headers.get('x-content-type-options')).toBe('nosniff');
      const base = url.replace(/\.svg$/, '');
      for (const size of FAVICON_SIZES) {
        const served = await server().fetch(`${base}-${size}.png`);
        expect(served.status, String(size)).toBe(200);
        const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
      }
      // Before it is saved, pages keep Coffer's icon.
      expect((await page(server())).html).not.toContain(base);
      const branding = { ...defaultSettings.branding, favicon: url };
      expect(
        (await browser.post('/api/v1/admin/appearance', { changes: { branding } })).status,
      ).toBe(200);
      const { html } = await page(server());
      expect(html).toContain(`<link rel="icon" href="${url}" type="image/svg+xml">`);
      expect(html).toContain(
        `<link rel="icon" type="image/png" sizes="32x32" href="${base}-32.png">`,
      );
      expect(html).toContain(
        `<link rel="apple-touch-icon" sizes="180x180" href="${base}-180.png">`,
      );
      // A raster favicon: its PNG sizes only.
      const raster = await upload(browser, 'favicon', await png(64, 64, 10));
      expect((await server().fetch(raster.json.url.replace('.png', '-512.png'))).status).toBe(200);
    });
  });
});
