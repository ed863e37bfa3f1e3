/**
 * Graph diagrams (flows, state machines, wiring): the writer gives nodes and edges, and elkjs's `layered` algorithm
 * places the boxes, routes the arrows and places the arrow labels at build time. The result is a plain `Diagram`
 * for the renderer in `render.ts`. Screen schematics keep their hand-placed grids and never come here.
 */
import ELK, {type ElkExtendedEdge, type ElkLabel, type ElkNode} from 'elkjs';
import type {Diagram, DiagramEdge, DiagramFrame, DiagramNode} from './render';

export interface GraphNode {
  readonly id: string;
  readonly label: string;
  /** Second, smaller line under the label. */
  readonly note?: string;
  /** Left out: sized to fit the label and the note. */
  readonly width?: number;
  readonly height?: number;
  readonly emphasis?: boolean;
}

export interface GraphEdge {
  readonly from: string;
  readonly to: string;
  readonly label?: string;
  readonly dashed?: boolean;
}

/** Nodes that belong together (on the device, in Veltro Cloud …), drawn inside a frame with its name on top. */
export interface GraphGroup {
  readonly id: string;
  readonly label: string;
  readonly nodes: readonly string[];
}

export interface GraphDiagram {
  readonly name: string;
  readonly title: string;
  /** Which way the arrows mostly run: RIGHT (the default) or DOWN. */
  readonly direction?: 'RIGHT' | 'DOWN' | 'LEFT' | 'UP';
  readonly nodes: readonly GraphNode[];
  readonly edges: readonly GraphEdge[];
  readonly groups?: readonly GraphGroup[];
  /** Lines of text under the drawing. */
  readonly footnotes?: readonly string[];
  /** Further ELK layout options for this diagram only (e.g. spacing). */
  readonly layoutOptions?: Readonly<Record<string, string>>;
}

export const isGraphDiagram = (diagram: Diagram | GraphDiagram): diagram is GraphDiagram => !('width' in diagram);

/**
 * Widths of the renderer's text, estimated per character (system-ui, on the wide side, so a label fits on every
 * platform): capitals are wider than small letters, spaces and punctuation narrower. Labels are 15 px bold, notes
 * and arrow labels 12 px.
 */
const glyphWidths = {label: {upper: 11.6, other: 9.6, narrow: 4.8}, small: {upper: 8.6, other: 7.2, narrow: 3.8}};

const textWidth = (text: string, size: 'label' | 'small') => {
  const widths = glyphWidths[size];
  let width = 0;
  for (const glyph of text) {
    width += /[A-Z]/.test(glyph) ? widths.upper : /[\s.,:;'()/|·-]/.test(glyph) ? widths.narrow : widths.other;
  }
  return Math.ceil(width);
};

/** Footnotes are captions: 13 px and bold. */
const footnoteWidth = (text: string) => Math.ceil(textWidth(text, 'small') * 1.2);

/** Breaks a footnote into lines no wider than `maxWidth`. */
const wrap = (text: string, maxWidth: number): string[] =>
  text.split(' ').reduce<string[]>((lines, word) => {
    const last = lines.at(-1);
    if (last !== undefined && footnoteWidth(`${last} ${word}`) <= maxWidth)
      return [...lines.slice(0, -1), `${last} ${word}`];
    return [...lines, word];
  }, []);

const padding = 30;
const margin = 12;

const nodeSize = (node: GraphNode) => ({
  width:
    node.width ??
    Math.max(
      96,
      textWidth(node.label, 'label') + padding,
      node.note === undefined ? 0 : textWidth(node.note, 'small') + padding,
    ),
  height: node.height ?? (node.note === undefined ? 44 : 56),
});

const edgeLabel = (text: string): ElkLabel => ({text, width: textWidth(text, 'small') + 8, height: 16});

const defaults: Record<string, string> = {
  'elk.algorithm': 'layered',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.edgeLabels.placement': 'CENTER',
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
  'elk.spacing.nodeNode': '28',
  'elk.spacing.edgeNode': '16',
  'elk.spacing.edgeEdge': '14',
  'elk.spacing.edgeLabel': '4',
  'elk.layered.spacing.nodeNodeBetweenLayers': '40',
  'elk.layered.spacing.edgeNodeBetweenLayers': '18',
  'elk.layered.spacing.edgeEdgeBetweenLayers': '12',
  'elk.padding': `[top=${margin},left=${margin},bottom=${margin},right=${margin}]`,
};

const groupPadding = '[top=36,left=12,bottom=12,right=12]';

const elk = new ELK();

const round = (value: number) => Math.round(value);

export async function layoutDiagram(diagram: GraphDiagram): Promise<Diagram> {
  const grouped = new Map<string, string>();
  for (const group of diagram.groups ?? []) for (const id of group.nodes) grouped.set(id, group.id);
  const ids = new Set(diagram.nodes.map((node) => node.id));
  for (const edge of diagram.edges) {
    for (const end of [edge.from, edge.to]) {
      if (!ids.has(end)) throw new Error(`diagram ${diagram.name}: edge end ${end} is not a node`);
    }
  }
  /**
   * The nodes are listed in the order of the flow: an edge back to an earlier node (a loop, a retry) is laid out
   * forwards and drawn reversed, so the order of the list, not a heuristic, decides where a cycle is cut.
   */
  const order = new Map(diagram.nodes.map((node, index) => [node.id, index]));
  const backwards = (edge: GraphEdge) => order.get(edge.from)! > order.get(edge.to)!;
  const child = (node: GraphNode): ElkNode => ({id: node.id, ...nodeSize(node)});
  const graph: ElkNode = {
    id: 'root',
    layoutOptions: {...defaults, 'elk.direction': diagram.direction ?? 'RIGHT', ...diagram.layoutOptions},
    children: [
      ...(diagram.groups ?? []).map((group): ElkNode => ({
        id: group.id,
        layoutOptions: {'elk.padding': groupPadding},
        children: diagram.nodes.filter((node) => grouped.get(node.id) === group.id).map(child),
      })),
      ...diagram.nodes.filter((node) => !grouped.has(node.id)).map(child),
    ],
    edges: diagram.edges.map((edge, index): ElkExtendedEdge => ({
      id: `e${index}`,
      sources: [backwards(edge) ? edge.to : edge.from],
      targets: [backwards(edge) ? edge.from : edge.to],
      ...(edge.label ? {labels: [edgeLabel(edge.label)]} : {}),
    })),
  };
  const laid = await elk.layout(graph);

  const boxes = new Map<string, ElkNode>();
  const visit = (node: ElkNode) => {
    boxes.set(node.id, node);
    for (const inner of node.children ?? []) visit(inner);
  };
  visit(laid);
  const edgesById = new Map<string, ElkExtendedEdge>();
  const collect = (node: ElkNode) => {
    for (const edge of node.edges ?? []) edgesById.set(edge.id, edge);
    for (const inner of node.children ?? []) collect(inner);
  };
  collect(laid);

  const nodes = diagram.nodes.map((node): DiagramNode => {
    const box = boxes.get(node.id)!;
    return {
      id: node.id,
      label: node.label,
      ...(node.note === undefined ? {} : {note: node.note}),
      x: round(box.x!),
      y: round(box.y!),
      width: round(box.width!),
      height: round(box.height!),
      ...(node.emphasis ? {emphasis: true} : {}),
    };
  });

  const edges = diagram.edges.map((edge, index): DiagramEdge => {
    const laidEdge = edgesById.get(`e${index}`)!;
    const laidPoints = (laidEdge.sections ?? []).flatMap((section) => [
      section.startPoint,
      ...(section.bendPoints ?? []),
      section.endPoint,
    ]);
    const points = backwards(edge) ? laidPoints.reverse() : laidPoints;
    const path = points.map((point, at) => `${at === 0 ? 'M' : 'L'}${round(point.x)} ${round(point.y)}`).join(' ');
    const label = laidEdge.labels?.[0];
    return {
      path,
      ...(edge.label && label
        ? {label: edge.label, labelX: round(label.x! + label.width! / 2), labelY: round(label.y! + label.height! - 4)}
        : {}),
      ...(edge.dashed ? {dashed: true} : {}),
    };
  });

  const frames = (diagram.groups ?? []).map((group): DiagramFrame => {
    const box = boxes.get(group.id)!;
    return {
      label: group.label,
      x: round(box.x!),
      y: round(box.y!),
      width: round(box.width!),
      height: round(box.height!),
    };
  });

  const width = round(laid.width!);
  const lines = (diagram.footnotes ?? []).flatMap((text) => wrap(text, Math.max(width - 2 * margin, 560)));
  const drawingHeight = round(laid.height!);
  return {
    name: diagram.name,
    title: diagram.title,
    width: Math.max(width, ...lines.map((line) => footnoteWidth(line) + 2 * margin)),
    height: drawingHeight + lines.length * 20 + (lines.length > 0 ? 6 : 0),
    nodes,
    edges,
    ...(frames.length > 0 ? {frames} : {}),
    ...(lines.length > 0
      ? {captions: lines.map((text, line) => ({text, x: margin, y: drawingHeight + 14 + line * 20}))}
      : {}),
  };
}
