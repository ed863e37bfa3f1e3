/**
 * Where a model's printable card and PDFs live (issue 24). Kept apart from `./fieldCards.ts`, which reads the
 * troubleshooting and safety data, so the link on a hub page carries these few lines only.
 */

/** The card page's address: beside the model's hardware pages. */
export const fieldCardRoute = (family: {readonly key: string}): string => `/hardware/${family.key}/field-card/`;

/** The model's hardware hub, the live page the card's QR code opens. */
export const hubRoute = (family: {readonly key: string}): string => `/hardware/${family.key}/`;

/** The files pipeline/postbuild/print.ts writes for a model, relative to the build directory. */
export const pdfFiles = (model: string) =>
  ({
    /** The card, one A4 page. */
    card: `pdf/${model}-field-card.pdf`,
    /** The model's pages in sidebar order. */
    full: `pdf/${model}.pdf`,
    /** The HTML the full PDF is printed from (its text, for the build checks). */
    twin: `pdf/${model}.html`,
  }) as const;
