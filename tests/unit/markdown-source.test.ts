/**
 * Markdown that the build would render wrongly. Admonition titles are labels (`:::danger[Title]`): with
 * `future.v4` the MDX 1 form `:::danger Title` is no longer parsed and the whole warning shows as `:::` text.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, it} from 'vitest';
import {docsDir, listDocFiles} from '../../config/manifest';

it('no doc writes an admonition title in the MDX 1 form', () => {
  const legacy = listDocFiles().flatMap((file) =>
    fs
      .readFileSync(path.isAbsolute(file) ? file : path.join(docsDir, file), 'utf8')
      .split('\n')
      .map((line, index) => ({line, where: `${file}:${index + 1}`}))
      .filter(({line}) => /^\s*:::(?:note|tip|info|warning|danger|caution)[ \t]+\S/.test(line))
      .map(({where}) => where),
  );
  expect(legacy).toEqual([]);
});

it('no image alt text in a .md doc has a straight apostrophe (CommonMark mode escapes it twice: `&#39;` on screen)', () => {
  const broken = listDocFiles()
    .filter((file) => file.endsWith('.md'))
    .filter((file) =>
      /!\[[^\]]*'[^\]]*\]\(/.test(fs.readFileSync(path.isAbsolute(file) ? file : path.join(docsDir, file), 'utf8')),
    );
  expect(broken).toEqual([]);
});
