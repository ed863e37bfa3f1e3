/**
 * The printed cards and device PDFs that `npm run build` writes (pipeline/postbuild/print.ts, issue 24): for every
 * current model a one-page card and a PDF of its pages, each a real PDF within its size budget, the full PDF as
 * long as its pages need, the text of both present (the card's in its page, the full PDF's in the HTML it is
 * printed from), both in the model's offline scope and linked from its hub page.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {anchorOf, pdfBudgets, pdfPageCount} from '../../pipeline/postbuild/print';
import {filesOfScope, kitFile} from '../../plugins/offline/protocol';
import type {OfflineKit} from '../../plugins/offline/types';
import {registry} from '../../src/data/hardware';
import {fieldCardOf, fieldCardRoute, hubRoute, pdfFiles} from '../../src/data/print/fieldCards';
import {buildDir, buildUnderTest} from '../support/build';

const models = Object.values(registry.models);
const {built} = buildUnderTest(...models.flatMap((family) => [pdfFiles(family.model).card, pdfFiles(family.model).full]));

const read = (file: string) => fs.readFileSync(path.join(buildDir, file));
const pageHtml = (route: string) => read(path.join(route, 'index.html')).toString('utf8');
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

describe.skipIf(!built)('the printed cards and device PDFs', () => {
  const kit = built ? (JSON.parse(read(kitFile).toString('utf8')) as OfflineKit) : undefined;

  describe.each(models.map((family) => [family.name, family] as const))('%s', (_name, family) => {
    const files = pdfFiles(family.model);
    const card = fieldCardOf(family);

    it('has a one-page card within its budget', () => {
      const pdf = read(files.card);
      expect(pdfPageCount(pdf)).toBe(1);
      expect(pdf.length).toBeLessThan(pdfBudgets.card);
    });

    it("has the card's text and QR code on its page", () => {
      const html = pageHtml(fieldCardRoute(family));
      const words = text(html);
      expect(words).toContain(`${family.name} install card`);
      for (const pin of card.connector.pins) expect(words).toContain(pin.signal);
      for (const led of card.leds) expect(words).toContain(led.pattern);
      for (const check of card.checks) if (check.command) expect(words).toContain(check.command);
      expect(html).toMatch(/role="?img"? aria-label="QR code of https:\/\/[^"]+"><svg/);
      expect(html).toMatch(/<meta[^>]*name="?robots"?[^>]*content="?noindex/);
    });

    it('has a full PDF with every page of its scope, within its budget', () => {
      const pdf = read(files.full);
      const twin = read(files.twin).toString('utf8');
      const scope = kit!.scopes.find(({id}) => id === family.model)!;
      const docRoutes = scope.routes!.filter((route) => pageHtml(route).includes('theme-doc-markdown'));
      expect(docRoutes.length).toBeGreaterThan(0);
      const twinText = text(twin);
      for (const route of docRoutes) {
        expect(twin, route).toContain(`id="${anchorOf(route)}"`);
        const title = /<h1[^>]*>(.*?)<\/h1>/s.exec(pageHtml(route))?.[1];
        expect(twinText, route).toContain(text(title ?? '').trim());
      }
      // Every page starts a new sheet.
      expect(pdfPageCount(pdf)).toBeGreaterThanOrEqual(docRoutes.length + 1);
      expect(pdf.length).toBeLessThan(pdfBudgets.full);
      // No links to the PDFs themselves and no site chrome in what is printed.
      expect(twin).not.toContain(`/${files.card}`);
      expect(twin).not.toMatch(/class="?[^"]*\b(navbar|footer|theme-doc-sidebar|table-of-contents)\b/);
      // Its hardware section is in it, and the pages keep the sidebar's order (the scope's first page comes first).
      expect(twin).toContain(`id="${anchorOf(hubRoute(family))}"`);
      const positions = docRoutes.map((route) => twin.indexOf(`id="${anchorOf(route)}"`));
      expect(positions.every((position) => position > 0)).toBe(true);
    }, 20_000);

    it('is saved with its offline scope and linked from its hub page', () => {
      const saved = filesOfScope(kit!, family.model).map(([file]) => file);
      expect(saved).toEqual(expect.arrayContaining([files.card, files.full, `${fieldCardRoute(family).slice(1)}index.html`]));
      const hub = pageHtml(hubRoute(family));
      expect(hub).toMatch(new RegExp(`href="?/${files.card.replace(/\./g, '\\.')}`));
      expect(hub).toMatch(new RegExp(`href="?/${files.full.replace(/\./g, '\\.')}`));
    });
  });
});
