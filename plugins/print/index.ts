/**
 * Printable field cards (issue 24): a page per current model at `/hardware/<key>/field-card/`, rendered from the
 * card data of `src/data/print/fieldCards.ts` with its QR code made here, at build time, as SVG (the `qrcode`
 * package runs in Node only; the page ships no QR code of its own). `pipeline/postbuild/print.ts` prints each
 * card, and each model's full documentation, to `build/pdf/` with headless Chromium after the build.
 *
 * The card pages are `noindex` (src/components/print/FieldCard): they repeat the hub and pinout pages for paper,
 * so they stay out of the sitemap, search and the Markdown twins.
 */
import type {Plugin} from '@docusaurus/types';
import QRCode from 'qrcode';
import {registry} from '../../src/data/hardware';
import {fieldCardOf, type FieldCardProps} from '../../src/data/print/fieldCards';

/** The QR code of a URL as SVG, black on white whatever the colour mode, with a quiet zone of 2 modules. */
export const qrSvgOf = (url: string): Promise<string> =>
  QRCode.toString(url, {type: 'svg', margin: 2, errorCorrectionLevel: 'M', color: {dark: '#000000', light: '#ffffff'}});

export default function printPlugin(): Plugin<FieldCardProps[]> {
  return {
    name: 'veltro-print',
    async loadContent() {
      return Promise.all(
        Object.values(registry.models).map(async (family) => {
          const card = fieldCardOf(family);
          return {card, qrSvg: await qrSvgOf(card.liveUrl)};
        }),
      );
    },
    async contentLoaded({content, actions}) {
      for (const props of content) {
        const data = await actions.createData(`field-card-${props.card.model}.json`, JSON.stringify(props));
        actions.addRoute({
          path: props.card.route,
          component: '@site/src/components/print/FieldCard',
          exact: true,
          modules: {props: data},
        });
      }
    },
  };
}
