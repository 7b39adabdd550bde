/** The README's "how to add a screen" examples are excerpts of real files, and the documented page JSON is one the editor reads as it is. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePageData } from '@/pages/decoration/model/document';
import { readLink } from '@/pages/decoration/model/links';
import { SCHEMA_VERSION } from '@/schemas/decoration/page-document';

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

describe('the page JSON of docs/api/decoration.md', () => {
  const contract = readFileSync('docs/api/decoration.md', 'utf8');
  const decoration = contract.slice(contract.indexOf('## The page JSON'));
  const example = /```json\n([\s\S]*?)```/.exec(decoration)?.[1] ?? '';

  it('is a document of the current version that reading leaves as it is', () => {
    const stored = JSON.parse(example) as { version: number };
    expect(stored.version).toBe(SCHEMA_VERSION);
    expect(parsePageData(example)).toEqual(stored);
  });

  it('shows only links the editor reads', () => {
    const links = [...example.matchAll(/"link": (\{[^}]*\})/g)].map(([, text]) => JSON.parse(text!) as unknown);
    expect(links.length).toBeGreaterThan(2);
    for (const link of links) expect(readLink(link)).toEqual(link);
  });
});
