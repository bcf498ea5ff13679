import { describe, expect, it } from 'vitest';
import { embedSnippet } from './EmbedCodeModal';

describe('embedSnippet', () => {
  it('embeds the permalink standalone with the chosen size', () => {
    const snippet = embedSnippet('http://host/explore/p/abcdefghijklmnop/', '800', '300');
    expect(snippet).toContain('width="800"');
    expect(snippet).toContain('height="300"');
    expect(snippet).toContain(
      'src="http://host/explore/p/abcdefghijklmnop/?standalone=1&height=300"',
    );
  });
});
