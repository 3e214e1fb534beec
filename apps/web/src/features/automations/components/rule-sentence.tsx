import { cn } from '@/lib/utils';

/** A rule's sentence: the names the sentence set in `**bold**` come out bold, the rest as text. */
export function RuleSentence({ text, className }: { text: string; className?: string }) {
  const parts = text.split('**');
  return (
    <p className={cn('text-sm leading-relaxed', className)}>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <strong key={index} className="font-semibold text-foreground">
            {part}
          </strong>
        ) : (
          <span key={index}>{part}</span>
        ),
      )}
    </p>
  );
}
