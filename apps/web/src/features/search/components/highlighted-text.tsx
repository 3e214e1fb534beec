import { highlightParts } from '@rbax/shared/search';

/** `text` with every occurrence of the query's words in `<mark>` (accents and case ignored). */
export function HighlightedText({ text, words }: { text: string; words: readonly string[] }) {
  return (
    <>
      {highlightParts(text, words).map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded-sm bg-primary/25 text-inherit">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
