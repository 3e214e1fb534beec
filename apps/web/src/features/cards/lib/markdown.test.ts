import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '@/features/cards/lib/markdown';

describe('renderMarkdown', () => {
  it('renders Markdown', () => {
    expect(renderMarkdown('**negrito**')).toContain('<strong>negrito</strong>');
  });

  it('strips scripts and event-handler attributes', () => {
    const html = renderMarkdown('oi <script>alert(1)</script> <img src="x" onerror="alert(2)">');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('alert(1)');
  });

  it('drops javascript: links and opens links with rel=noopener', () => {
    expect(renderMarkdown('[x](javascript:alert(1))')).not.toContain('javascript:');
    const html = renderMarkdown('[site](https://example.com)');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain('target="_blank"');
  });
});
