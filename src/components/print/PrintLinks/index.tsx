/**
 * Links to a model's printable card and PDFs (issue 24), for its hub and pinout pages: the card page, the card as
 * a one-page PDF and the model's pages as one PDF, all made at build time (pipeline/postbuild/print.ts). Plain
 * links in one paragraph, with no script and no style sheet of their own (site CSS is one file every page loads).
 * The PDFs are files the server answers as application/pdf, so they are `<a>`, not router links.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {fieldCardRoute, pdfFiles} from '@site/src/data/print/files';

interface Props {
  /** The model's main family (`cm4` from `@site/src/data/hardware/cm4`), or its key, name and short model key. */
  readonly family: {readonly key: string; readonly name: string; readonly model: string};
  /** Whether to link the card page (off on the card page itself). */
  readonly card?: boolean;
}

export default function PrintLinks({family, card = true}: Props): ReactNode {
  const files = pdfFiles(family.model);
  return (
    // `print-links`: the class the device PDFs leave these links out by (pipeline/postbuild/print.ts).
    <p className="print-links">
      <strong>Print:</strong>{' '}
      {card && (
        <>
          <Link to={fieldCardRoute(family)}>install card</Link>
          {' · '}
        </>
      )}
      <a href={`/${files.card}`} type="application/pdf">
        install card (PDF, 1 page)
      </a>
      {' · '}
      <a href={`/${files.full}`} type="application/pdf">
        all {family.name} pages (PDF)
      </a>
    </p>
  );
}
