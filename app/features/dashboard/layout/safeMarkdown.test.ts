// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderSafeMarkdown } from './safeMarkdown';

/** The rendered HTML parsed, to inspect elements and attributes rather than text. */
function dom(code: string, options?: { escapeHtml?: boolean }): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = renderSafeMarkdown(code, options);
  return holder;
}

/** Every attribute name in the rendered HTML. */
function attributeNames(holder: HTMLElement): string[] {
  return [...holder.querySelectorAll('*')].flatMap((element) =>
    [...element.attributes].map((attr) => attr.name.toLowerCase()),
  );
}

describe('renderSafeMarkdown', () => {
  it('renders ordinary markdown', () => {
    const holder = dom(
      '# Title\n\nSome **bold** text, a [link](https://example.com) and\n\n| a | b |\n|---|---|\n| 1 | 2 |',
    );
    expect(holder.querySelector('h1')?.textContent).toBe('Title');
    expect(holder.querySelector('strong')?.textContent).toBe('bold');
    expect(holder.querySelector('table td')?.textContent).toBe('1');
    const link = holder.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://example.com');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps safe inline HTML and relative or mailto links', () => {
    const holder = dom(
      '<b>bold</b> <a href="/superset/dashboard/1/">home</a> [mail](mailto:a@b.c) ![img](/static/x.png)',
    );
    expect(holder.querySelector('b')?.textContent).toBe('bold');
    expect(holder.querySelectorAll('a')[0]?.getAttribute('href')).toBe('/superset/dashboard/1/');
    expect(holder.querySelectorAll('a')[1]?.getAttribute('href')).toBe('mailto:a@b.c');
    expect(holder.querySelector('img')?.getAttribute('src')).toBe('/static/x.png');
  });

  const hostile: [string, string][] = [
    ['img onerror', '<img src=x onerror="alert(1)">'],
    ['script tag', '<script>alert(1)</script>'],
    ['iframe', '<iframe src="https://evil.example"></iframe>'],
    ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['svg onload', '<svg onload="alert(1)"><circle r="5"/></svg>'],
    ['svg script', '<svg><script>alert(1)</script></svg>'],
    ['math mutation', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
    ['body onload', '<body onload="alert(1)">x</body>'],
    ['details ontoggle', '<details open ontoggle="alert(1)">x</details>'],
    ['object', '<object data="javascript:alert(1)"></object>'],
    ['embed', '<embed src="javascript:alert(1)">'],
    [
      'form action',
      '<form action="https://evil.example"><input name="password"><button>Log in</button></form>',
    ],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">'],
    ['base href', '<base href="https://evil.example/">'],
    ['link stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css">'],
    ['style tag', '<style>body{display:none}</style>'],
    ['style expression', '<div style="width: expression(alert(1))">x</div>'],
    [
      'style overlay',
      '<div style="position:fixed;top:0;left:0;width:100%;height:100%">login</div>',
    ],
    ['onclick', '<a href="#" onclick="alert(1)">x</a>'],
    ['onmouseover', '<p onmouseover="alert(1)">x</p>'],
  ];

  it.each(hostile)('neutralises %s', (_name, code) => {
    const holder = dom(code);
    const html = holder.innerHTML.toLowerCase();
    for (const tag of [
      'script',
      'iframe',
      'svg',
      'math',
      'object',
      'embed',
      'form',
      'input',
      'meta',
      'base',
      'link',
      'style',
    ]) {
      expect(holder.querySelector(tag), tag).toBeNull();
    }
    expect(attributeNames(holder).filter((name) => name.startsWith('on'))).toEqual([]);
    expect(attributeNames(holder)).not.toContain('style');
    expect(attributeNames(holder)).not.toContain('srcdoc');
    expect(html).not.toContain('javascript:');
  });

  const badLinks = [
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x](java\tscript:alert(1))',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href=" javascript:alert(1)">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '<a href="data:text/html,<script>alert(1)</script>">x</a>',
    '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
    '<img src="javascript:alert(1)">',
  ];

  it.each(badLinks)('drops the unsafe URL of %s', (code) => {
    const holder = dom(code);
    for (const element of holder.querySelectorAll('[href], [src]')) {
      const url = element.getAttribute('href') ?? element.getAttribute('src') ?? '';
      expect(url).toMatch(/^(https?:|mailto:|[^:]*$)/i);
    }
    expect(holder.innerHTML.toLowerCase()).not.toMatch(/(javascript|vbscript|data):/);
  });

  it('shows raw HTML as text when asked to escape it', () => {
    const holder = dom('Hello <b>there</b> <img src=x onerror=alert(1)>', { escapeHtml: true });
    expect(holder.querySelector('b')).toBeNull();
    expect(holder.querySelector('img')).toBeNull();
    expect(holder.textContent).toContain('<b>there</b>');
  });

  it('returns an empty string for empty input', () => {
    expect(renderSafeMarkdown('')).toBe('');
  });
});
