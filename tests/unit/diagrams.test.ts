import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {diagrams} from '../../diagrams/definitions';
import {renderDiagram} from '../../diagrams/render';
import {diagramFile, modes} from '../../diagrams/write';

describe.each(diagrams.map((diagram) => [diagram.name, diagram] as const))('diagram %s', (_name, diagram) => {
  it.each(modes)('the %s file is up to date with its definition (run `npm run diagrams`)', (mode) => {
    expect(fs.readFileSync(diagramFile(diagram.name, mode), 'utf8')).toBe(renderDiagram(diagram, mode));
  });

  it('has a title that says what it shows, and stays small', () => {
    expect(diagram.title.length).toBeGreaterThan(60);
    for (const mode of modes) expect(fs.statSync(diagramFile(diagram.name, mode)).size).toBeLessThan(30 * 1024);
  });
});
