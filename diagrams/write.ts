/** `npm run diagrams`: writes every diagram in both colour modes to static/img/diagrams/. */
import fs from 'node:fs';
import path from 'node:path';
import {diagrams} from './definitions';
import {renderDiagram, type ColourMode} from './render';

export const diagramsDir = path.resolve(__dirname, '../static/img/diagrams');
export const modes: readonly ColourMode[] = ['light', 'dark'];

export const diagramFile = (name: string, mode: ColourMode) => path.join(diagramsDir, `${name}.${mode}.svg`);

if (require.main === module) {
  fs.mkdirSync(diagramsDir, {recursive: true});
  for (const diagram of diagrams) {
    for (const mode of modes) fs.writeFileSync(diagramFile(diagram.name, mode), renderDiagram(diagram, mode));
  }
  console.log(`wrote ${diagrams.length * modes.length} diagram files to ${path.relative(process.cwd(), diagramsDir)}/`);
}
