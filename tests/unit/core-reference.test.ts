/**
 * The Veltro Core reference keeps one structure on every command page: each `##` is a function with a stable
 * anchor, a syntax block, an argument table (or "Takes no arguments."), what it returns and an example.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {functionHeading, functionSections} from '../support/markdown';
import {commandPages, commandsDir, moduleOfPage} from '../support/command-check';

describe.each(commandPages)('docs/core/commands/%s', (file) => {
  const source = fs.readFileSync(path.join(commandsDir, file), 'utf8');
  const module = moduleOfPage(file);
  const sections = functionSections(source);

  it('documents at least one function', () => {
    expect(sections.length).toBeGreaterThan(0);
  });

  it.each(sections.map((section) => [section.heading, section] as const))(
    '%s follows the function template',
    (heading, {body}) => {
      const match = functionHeading.exec(heading);
      expect(match, 'a function heading is ## `module.function` {#module-function}').not.toBeNull();
      const [, headingModule, fn, anchor] = match!;
      expect(headingModule).toBe(module);
      expect(anchor).toBe(`${module}-${fn}`.replace(/_/g, '-').toLowerCase());
      expect(body).toContain('```bash title="Syntax"');
      const hasTable = body.includes('| Argument | Type | Required/Default | Description |');
      expect(hasTable || body.includes('Takes no arguments.'), 'an argument table or "Takes no arguments."').toBe(true);
      expect(body).toContain('**Returns:**');
      expect(body).toContain('```bash title="Example"');
    },
  );
});

describe('the command reference as a whole', () => {
  it('gives every function anchor once', () => {
    const anchors = commandPages.flatMap((file) =>
      functionSections(fs.readFileSync(path.join(commandsDir, file), 'utf8')).map(
        (section) => functionHeading.exec(section.heading)?.[3],
      ),
    );
    expect(anchors.length).toBe(new Set(anchors).size);
  });

  it('lists every written module on the commands landing page', () => {
    const landing = fs.readFileSync(path.join(commandsDir, 'index.md'), 'utf8');
    for (const file of commandPages) expect(landing, file).toContain(`/core/commands/${file.replace(/\.md$/, '')}/`);
  });
});
