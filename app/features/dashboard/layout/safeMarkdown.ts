/**
 * Markdown of dashboard MARKDOWN components as safe HTML (security notes: CVE-2022-43717 and
 * later stored-XSS advisories): marked renders, DOMPurify keeps only inert markup.
 */
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { Marked } from 'marked';

/** Tags never kept, even where DOMPurify's defaults would: active content, forms, styling. */
const FORBID_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'link',
  'meta',
  'base',
  'svg',
  'math',
  'template',
  'audio',
  'video',
  'source',
];
/** `style` could overlay the page (fake login boxes); ids and names could clobber globals. */
const FORBID_ATTR = ['style', 'id', 'name', 'srcset', 'action', 'formaction', 'xlink:href'];
/** Links and images may point to http(s), mailto, or somewhere on this site. */
const SAFE_URL = /^(?:https?:|mailto:|[^:/?#]*(?:[/?#]|$))/i;
/** Attributes holding URLs. */
const URL_ATTRS = ['href', 'src', 'cite', 'poster', 'background', 'longdesc'];

const PURIFY_CONFIG: Config = {
  FORBID_TAGS,
  FORBID_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  USE_PROFILES: { html: true },
};

let purifier: Purifier | null = null;

/** Our own DOMPurify instance, so its hooks do not change other users of the library. */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    for (const attr of URL_ATTRS) {
      const value = node.getAttribute(attr);
      if (value === null) continue;
      // Browsers ignore control characters and spaces inside a scheme ("java\tscript:").
      const compact = Array.from(value)
        .filter((char) => {
          const code = char.codePointAt(0) ?? 0;
          return code > 0x20 && (code < 0x7f || code > 0xa0);
        })
        .join('');
      if (!SAFE_URL.test(compact)) node.removeAttribute(attr);
    }
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = instance;
  return instance;
}

const markdown = new Marked({ gfm: true, breaks: false });

/** Raw HTML shown as text (the ESCAPE_MARKDOWN_HTML feature flag). */
const escapingMarkdown = new Marked({
  gfm: true,
  breaks: false,
  renderer: {
    html({ text }) {
      return text
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;');
    },
  },
});

/**
 * Markdown as sanitized HTML: no scripts, frames, forms, styles or event handlers; only http(s),
 * mailto and same-site links (opening in a new tab with rel=noopener). With `escapeHtml`, HTML in
 * the source is shown as text instead of rendered.
 */
export function renderSafeMarkdown(code: string, options: { escapeHtml?: boolean } = {}): string {
  const renderer = options.escapeHtml ? escapingMarkdown : markdown;
  const html = renderer.parse(code, { async: false });
  return getPurifier().sanitize(html, { ...PURIFY_CONFIG, RETURN_TRUSTED_TYPE: false });
}
