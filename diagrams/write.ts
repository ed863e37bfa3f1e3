/** `npm run diagrams`: lays out the graph diagrams and writes every diagram in both colour modes to static/img/diagrams/. */
import fs from 'node:fs';
import path from 'node:path';
import {diagrams} from './definitions';
import {isGraphDiagram, layoutDiagram} from './layout';
import {renderDiagram, type ColourMode, type Diagram} from './render';

export const diagramsDir = path.resolve(__dirname, '../static/img/diagrams');
export const modes: readonly ColourMode[] = ['light', 'dark'];

export const diagramFile = (name: string, mode: ColourMode) => path.join(diagramsDir, `${name}.${mode}.svg`);

/** Every diagram with its coordinates: graph diagrams laid out by elkjs, screen schematics as written. */
export const placedDiagrams = (): Promise<Diagram[]> =>
  Promise.all(diagrams.map((diagram) => (isGraphDiagram(diagram) ? layoutDiagram(diagram) : diagram)));

async function main() {
  fs.mkdirSync(diagramsDir, {recursive: true});
  const placed = await placedDiagrams();
  for (const diagram of placed) {
    for (const mode of modes) fs.writeFileSync(diagramFile(diagram.name, mode), renderDiagram(diagram, mode));
  }
  console.log(`wrote ${placed.length * modes.length} diagram files to ${path.relative(process.cwd(), diagramsDir)}/`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
