import { bootstrapFixture, userFixture } from '@coffer/contract/fixtures';
import { describe, expect, it } from 'vitest';
import { TEST_INDEX_HTML } from '../../../test/harness';
import {
  customCodeElement,
  faviconLinks,
  readingDirection,
  renderIndexHtml,
  routeStyles,
  scriptSafeJson,
} from './index-html';

describe('scriptSafeJson', () => {
  it('escapes everything that could end the script element or start a comment', () => {
    const json = scriptSafeJson({ name: '</script><!-- & \u2028' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ name: '</script><!-- & \u2028' });
  });
});

describe('renderIndexHtml', () => {
  it('writes a user name containing a closing script tag as inert data', () => {
    const name = '</script><script>alert(1)</script>';
    const html = renderIndexHtml(TEST_INDEX_HTML, {
      bootstrap: bootstrapFixture({ user: userFixture({ name }) }),
      themeKind: 'system',
      theme: undefined,
    });
    expect(html).not.toContain(name);
    expect(html.match(/<script/g)).toHaveLength(1);
  });
});

describe('a page rendered on the server (ADR 0030)', () => {
  const preloads = [
    { path: '^\\/login\\/?$', homepage: 'loginPage', styles: ['/assets/login.css'] },
    { path: '^$', homepage: 'landing', styles: ['/assets/landing.css'] },
  ];
  const template = `<html><head><script type="application/json" id="coffer-route-preloads">${JSON.stringify(preloads)}</script></head><body><div id="root"></div></body></html>`;
  const withHomepage = (type: 'loginPage' | 'landing') => {
    const bootstrap = bootstrapFixture();
    return { ...bootstrap, settings: { ...bootstrap.settings, homepage: { type } } };
  };

  it("links the route's style sheets, `/` by the homepage setting", () => {
    expect(routeStyles(template, '/login', withHomepage('landing'))).toEqual(['/assets/login.css']);
    expect(routeStyles(template, '/', withHomepage('landing'))).toEqual(['/assets/landing.css']);
    expect(routeStyles(template, '/', withHomepage('loginPage'))).toEqual(['/assets/login.css']);
    expect(routeStyles(template, '/contact', withHomepage('landing'))).toEqual([]);
    expect(routeStyles('<html></html>', '/login', withHomepage('landing'))).toEqual([]);
  });

  it('writes the markup into #root, its style sheets and its query cache as inert data', () => {
    const html = renderIndexHtml(template, {
      bootstrap: bootstrapFixture(),
      themeKind: 'system',
      theme: undefined,
      rendered: {
        html: '<h1>Sign in</h1>',
        queryState: { queries: [{ name: '</script><script>alert(1)</script>' }] },
        styles: ['/assets/login.css'],
      },
    });
    expect(html).toContain('<div id="root"><h1>Sign in</h1></div>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/login.css">');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toMatch(
      /<script type="application\/json" id="coffer-query-state">[^<]+<\/script>/,
    );
  });

  it("lists the app's scripts for after the first paint, or for the visitor's first move", () => {
    const withScript = template.replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/route-preload-a.js"></script><script type="module" crossorigin src="/assets/app-b.js"></script></head>',
    );
    const rendered = (start?: 'paint' | 'intent') =>
      renderIndexHtml(withScript, {
        bootstrap: bootstrapFixture(),
        themeKind: 'system',
        theme: undefined,
        rendered: { html: '<h1>Coffer</h1>', queryState: {}, styles: [], start },
      });
    for (const html of [rendered(), rendered('intent')]) {
      // The preloader stays the page's one script; the app's is in the list it loads from.
      expect(html.match(/<script type="module"[^>]*>/g)).toEqual([
        '<script type="module" crossorigin src="/assets/route-preload-a.js">',
      ]);
    }
    expect(rendered()).toContain(
      '<script type="application/json" id="coffer-deferred-scripts">["/assets/app-b.js"]</script>',
    );
    expect(rendered('intent')).toContain(
      '<script type="application/json" id="coffer-deferred-scripts" data-start="intent">["/assets/app-b.js"]</script>',
    );
  });

  it("gives a visitor who follows the OS the light and the dark theme's values by a media query", () => {
    const [light, dark] = bootstrapFixture().settings.themes.all;
    const html = renderIndexHtml(template, {
      bootstrap: bootstrapFixture(),
      themeKind: 'system',
      theme: undefined,
      systemThemes: {
        light: light && { ...light, values: { '--coffer-color-primary': '#c2185b' } },
        dark: dark && { ...dark, values: { '--coffer-color-primary': '#f48fb1</style>' } },
      },
    });
    expect(html).toContain(':root[data-theme="system"]{--coffer-color-primary: #c2185b}');
    expect(html).toContain(
      '@media (prefers-color-scheme: dark){:root[data-theme="system"]{--coffer-color-primary: #f48fb1/style}}',
    );
  });

  it('leaves #root empty for a page the browser renders', () => {
    const html = renderIndexHtml(template, {
      bootstrap: bootstrapFixture(),
      themeKind: 'system',
      theme: undefined,
    });
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('coffer-query-state');
  });
});

describe('custom code and favicon', () => {
  const template =
    '<html><head><link rel="icon" href="/favicon.svg" type="image/svg+xml" /><title>Coffer</title></head><body><div id="root"></div></body></html>';
  const page = (options: Partial<Parameters<typeof renderIndexHtml>[1]>) =>
    renderIndexHtml(template, {
      bootstrap: bootstrapFixture(),
      themeKind: 'system',
      theme: undefined,
      ...options,
    });

  it('leaves a page without custom code, nonce or favicon as it was', () => {
    const html = page({ customCode: { css: ' ', html: '' }, nonce: null });
    expect(html).not.toContain('be-custom-code');
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
  });

  it('puts the CSS, then the HTML with nonced scripts, at the end of the body', () => {
    expect(customCodeElement({ css: 'a{}', html: '<script>x()</script><b>$&</b>' }, 'n0nce')).toBe(
      '<div id="be-custom-code" nonce="n0nce"><style data-custom-css nonce="n0nce">a{}</style><script nonce="n0nce">x()</script><b>$&</b></div>',
    );
    // `$&` in the code is not a replacement pattern.
    expect(page({ customCode: { css: '', html: '<b>$&</b>' }, nonce: 'n' })).toContain(
      '<div id="be-custom-code" nonce="n"><b>$&</b></div></body>',
    );
    expect(customCodeElement(null, 'n')).toBe('<div id="be-custom-code" nonce="n"></div>');
  });

  it('replaces Coffer’s icon by the saved favicon’s sizes and Apple touch icon', () => {
    const sizes = (size: number) => `/i/abc-${size}.png`;
    const html = page({ icons: faviconLinks('/i/abc.png', sizes) });
    expect(html).not.toContain('/favicon.svg');
    expect(html).toContain(
      '<link rel="icon" type="image/png" sizes="16x16" href="/i/abc-16.png"><link rel="icon" type="image/png" sizes="32x32" href="/i/abc-32.png">',
    );
    expect(html).toContain('<link rel="apple-touch-icon" sizes="180x180" href="/i/abc-180.png">');
    expect(html).not.toContain('href="/i/abc.png"');
    // An address the editor did not store: that icon alone.
    expect(faviconLinks('https://cdn.example.com/i.ico?a=1&b="2"', () => null)).toBe(
      '<link rel="icon" href="https://cdn.example.com/i.ico?a=1&amp;b=&quot;2&quot;">',
    );
  });
});

describe('readingDirection', () => {
  it.each([
    ['en', 'ltr'],
    ['fr-CA', 'ltr'],
    ['ar', 'rtl'],
    ['he', 'rtl'],
    ['en-Arab', 'rtl'],
    ['not a language', 'ltr'],
  ])('reads %s as %s', (language, direction) => {
    expect(readingDirection(language)).toBe(direction);
  });
});
