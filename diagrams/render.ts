/**
 * Renders the documentation's diagrams (boxes and labelled arrows) to SVG, once per colour mode. Graph diagrams get
 * their coordinates from elkjs (`layout.ts`); screen schematics give theirs by hand. Pages show
 * both files with GitHub-style `#gh-light-mode-only` / `#gh-dark-mode-only` suffixes, so the reader sees
 * the one matching the site's colour mode, and no diagram runtime ships to the browser.
 */
import {escapeText} from '../src/utils/html';

export interface DiagramNode {
  readonly id: string;
  readonly label: string;
  /** Second, smaller line under the label. */
  readonly note?: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly emphasis?: boolean;
}

export interface DiagramEdge {
  /** SVG path data of the arrow, ending at the arrow head. */
  readonly path: string;
  readonly label?: string;
  readonly labelX?: number;
  readonly labelY?: number;
  readonly dashed?: boolean;
}

export interface DiagramCaption {
  readonly text: string;
  readonly x: number;
  readonly y: number;
}

/** A frame round nodes that belong together, with its name in the top left corner. */
export interface DiagramFrame {
  readonly label: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface Diagram {
  readonly name: string;
  readonly title: string;
  readonly width: number;
  readonly height: number;
  readonly nodes: readonly DiagramNode[];
  readonly edges: readonly DiagramEdge[];
  /** Free text, e.g. the name of a row. */
  readonly captions?: readonly DiagramCaption[];
  /** Drawn first, under the arrows and boxes. */
  readonly frames?: readonly DiagramFrame[];
}

/** The fields of one form column in a screen schematic: same x, width and height; each call places one at its y. */
export const formColumn =
  (x: number, width: number, height = 44) =>
  (id: string, label: string, note: string, y: number, emphasis = false): DiagramNode => ({
    id,
    label,
    note,
    x,
    y,
    width,
    height,
    emphasis,
  });

export type ColourMode = 'light' | 'dark';

/** `page` is the site's background colour in that mode: a halo of it keeps arrow labels readable where lines cross. */
const palettes: Record<
  ColourMode,
  {ink: string; box: string; accent: string; accentBox: string; muted: string; page: string}
> = {
  light: {ink: '#10232b', box: '#eef5f7', accent: '#0b5c73', accentBox: '#d5ebf1', muted: '#4a5d64', page: '#ffffff'},
  dark: {ink: '#f1f7f9', box: '#15242b', accent: '#5fc6dc', accentBox: '#1d3d47', muted: '#a9bcc3', page: '#0f1a1f'},
};

export function renderDiagram(diagram: Diagram, mode: ColourMode): string {
  const c = palettes[mode];
  const nodes = diagram.nodes.map((node) => {
    const cx = node.x + node.width / 2;
    const labelY = node.note ? node.y + node.height / 2 - 3 : node.y + node.height / 2 + 5;
    return [
      `<rect x="${node.x}" y="${node.y}" width="${node.width}" height="${node.height}" rx="8" fill="${node.emphasis ? c.accentBox : c.box}" stroke="${node.emphasis ? c.accent : c.ink}" stroke-width="${node.emphasis ? 2.5 : 1.5}"/>`,
      `<text x="${cx}" y="${labelY}" class="label">${escapeText(node.label)}</text>`,
      node.note ? `<text x="${cx}" y="${labelY + 17}" class="note">${escapeText(node.note)}</text>` : '',
    ].join('');
  });
  const edges = diagram.edges.map((edge) =>
    [
      `<path d="${edge.path}" fill="none" stroke="${c.accent}" stroke-width="1.8"${edge.dashed ? ' stroke-dasharray="6 4"' : ''} marker-end="url(#arrow)"/>`,
      edge.label
        ? `<text x="${edge.labelX}" y="${edge.labelY}" class="edge halo">${escapeText(edge.label)}</text>`
        : '',
    ].join(''),
  );
  const frames = (diagram.frames ?? []).map(
    (frame) =>
      `<rect x="${frame.x}" y="${frame.y}" width="${frame.width}" height="${frame.height}" rx="10" fill="none" stroke="${c.muted}" stroke-width="1" stroke-dasharray="3 3"/>`,
  );
  /** A frame's name goes on top of the arrows that enter the frame, so none of them runs through it. */
  const frameNames = (diagram.frames ?? []).map(
    (frame) => `<text x="${frame.x + 12}" y="${frame.y + 22}" class="caption halo">${escapeText(frame.label)}</text>`,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${diagram.width}" height="${diagram.height}" viewBox="0 0 ${diagram.width} ${diagram.height}" role="img" aria-labelledby="title">`,
    `<title id="title">${escapeText(diagram.title)}</title>`,
    `<style>text{font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;text-anchor:middle}`,
    `.label{font-size:15px;font-weight:600;fill:${c.ink}}.note{font-size:12px;fill:${c.muted}}.edge{font-size:12px;fill:${c.ink}}`,
    `.caption{font-size:13px;font-weight:600;fill:${c.accent};text-anchor:start}`,
    `.halo{paint-order:stroke;stroke:${c.page};stroke-width:4px;stroke-linejoin:round}</style>`,
    `<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="${c.accent}"/></marker></defs>`,
    ...frames,
    ...edges,
    ...nodes,
    ...frameNames,
    ...(diagram.captions ?? []).map(
      (caption) => `<text x="${caption.x}" y="${caption.y}" class="caption">${escapeText(caption.text)}</text>`,
    ),
    '</svg>',
    '',
  ].join('\n');
}
