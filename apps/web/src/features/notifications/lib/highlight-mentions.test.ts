import { describe, expect, it } from 'vitest';
import { highlightMentions } from '@/features/notifications/lib/highlight-mentions';

describe('highlightMentions', () => {
  it('wraps each mentioned name in a chip, the longer name first', () => {
    expect(highlightMentions('<p>Oi @Ana Souza e @Ana!</p>', ['Ana', 'Ana Souza'])).toBe(
      '<p>Oi <span class="mention">@Ana Souza</span> e <span class="mention">@Ana</span>!</p>',
    );
  });

  it('leaves code, links, e-mail addresses and people not mentioned alone', () => {
    const html = '<p><code>@Ana</code> <a href="#">@Ana</a> ana@Ana.com @Bruno</p>';
    expect(highlightMentions(html, ['Ana'])).toBe(html);
  });

  it('keeps names as text, never markup', () => {
    expect(highlightMentions('<p>@&lt;b&gt;x</p>', ['<b>x'])).toBe('<p><span class="mention">@&lt;b&gt;x</span></p>');
  });
});
