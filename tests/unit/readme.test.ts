/** The README's "how to add a screen" examples are excerpts of real files: they must match the code. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const readme = readFileSync('README.md', 'utf8');
const section = readme.slice(readme.indexOf('## How to add a screen'));
const blocks = [...section.matchAll(/```ts\n\/\/ (\S+)\n([\s\S]*?)```/g)].map(([, file, body]) => ({ file: file!, body: body!.trimEnd() }));

describe('README examples', () => {
  it('has examples of a list, a record page and a form', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(5);
  });

  it.each(blocks.map((b) => [b.file, b.body.split('\n')[0], b] as const))('%s: "%s…" is in the file', (_file, _first, block) => {
    expect(readFileSync(block.file, 'utf8')).toContain(block.body);
  });
});
