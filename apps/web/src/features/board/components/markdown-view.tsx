import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { renderMarkdown } from '@/features/board/lib/markdown';
import { highlightMentions } from '@/features/notifications/lib/highlight-mentions';
import { cn } from '@/lib/utils';

/**
 * Sanitized Markdown (DOMPurify): no scripts, no event-handler attributes; links rel=noopener;
 * images from other sites shown as links with a note, never loaded (decision 031).
 * `mentions`: names shown as chips where the text says '@Name' (comments).
 */
export function MarkdownView({
  source,
  className,
  mentions,
}: {
  source: string;
  className?: string;
  mentions?: readonly string[];
}) {
  const { t } = useTranslation();
  const remoteImageNote = t('cards.markdown.remoteImage');
  const key = mentions?.join('\u0000') ?? '';
  const html = useMemo(() => {
    const rendered = renderMarkdown(source, { remoteImageNote });
    return key ? highlightMentions(rendered, key.split('\u0000')) : rendered;
  }, [source, key, remoteImageNote]);
  return (
    <div
      className={cn(
        'text-sm leading-relaxed break-words [&_a]:text-link [&_a]:underline [&_blockquote]:border-l-2 [&_blockquote]:pl-3 [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_h1]:text-lg [&_h1]:font-bold [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_p]:my-1.5 [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-muted [&_pre]:p-2 [&_ul]:list-disc [&_.mention]:rounded [&_.mention]:bg-primary/10 [&_.mention]:px-0.5 [&_.mention]:font-medium [&_.mention]:text-link [&_.remote-image-note]:text-xs [&_.remote-image-note]:text-muted-foreground',
        className,
      )}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
