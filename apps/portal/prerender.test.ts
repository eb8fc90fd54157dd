import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineStylesheets, NONCE_SLOT, withInlineScript, withPrerenderedPage } from './prerender';

const SHELL = [
  '<!doctype html><html><head>',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-2.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-3.css">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

describe('inlineStylesheets', () => {
  let outDir: string;
  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'risk-atlas-prerender-'));
    await mkdir(join(outDir, 'assets'));
    await writeFile(join(outDir, 'assets/index-3.css'), '@font-face{font-family:Inter Variable;font-display:optional}\n');
  });
  afterAll(() => rm(outDir, { recursive: true, force: true }));

  it("writes the build's stylesheet into the page, stamped with the response's nonce, instead of linking it", async () => {
    const html = await inlineStylesheets(SHELL, outDir, '/');
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain(`<style nonce="${NONCE_SLOT}">@font-face{font-family:Inter Variable;font-display:optional}</style>`);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
  });

  it('refuses a stylesheet from outside the build', async () => {
    await expect(inlineStylesheets(SHELL.replace('/assets/index-3.css', 'https://cdn.example/x.css'), outDir, '/')).rejects.toThrow(
      /not one of the build's stylesheets/,
    );
  });
});

describe('withPrerenderedPage', () => {
  const page = {
    html: '<header>Risk Atlas</header><main><h1>Know the risks $& of every industry</h1></main>',
    styleTags: '<style data-styled="true" data-styled-version="6.6.0">.a{color:red}</style>',
  };

  const landing = '/';

  it('puts the markup in #root, marked with the page it is, and its styles, with the nonce slot, in the head', () => {
    const html = withPrerenderedPage(SHELL, page, landing);
    expect(html).toContain(`<div id="root" data-prerendered="/">${page.html}</div>`);
    expect(html).toContain(`<style nonce="${NONCE_SLOT}" data-styled="true" data-styled-version="6.6.0">.a{color:red}</style>\n  </head>`);
  });

  it('fetches the scripts of a complete page and of the frame at low priority, after the markup, styles and font', () => {
    for (const marker of ['/', 'frame']) {
      const html = withPrerenderedPage(SHELL, page, marker);
      expect(html).toContain(`<div id="root" data-prerendered="${marker}">`);
      expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js">');
      expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-2.js">');
    }
    expect(SHELL).not.toContain('fetchpriority');
  });

  it('refuses markup with a style attribute, which the page CSP would drop', () => {
    expect(() => withPrerenderedPage(SHELL, { ...page, html: '<p style="color:red">x</p>' }, landing)).toThrow(/style attribute/);
  });

  it('refuses a shell whose #root is not empty', () => {
    expect(() => withPrerenderedPage(SHELL.replace('<div id="root"></div>', '<div id="root">x</div>'), page, landing)).toThrow(
      /empty #root/,
    );
  });
});

describe('withInlineScript', () => {
  const code = '(function(){document.querySelector("[data-greeting-slot]").hidden=false})();';

  it("runs the script after #root's markup, and gives the CSP hash of exactly what it wrote", () => {
    const { html, hash } = withInlineScript(SHELL, code);
    expect(html.indexOf(`<script>${code}</script>`)).toBeGreaterThan(html.indexOf('<div id="root"></div>'));
    expect(html).toMatch(/<\/script>\n {2}<\/body><\/html>$/);
    expect(hash).toBe(`sha256-${createHash('sha256').update(code).digest('base64')}`);
  });

  it('refuses code that would close its own script tag', () => {
    expect(() => withInlineScript(SHELL, 'document.write("</SCRIPT><script>alert(1)")')).toThrow(/cannot be inlined/);
  });
});
