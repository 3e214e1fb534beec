/** A line diff (LCS) for the version view: what the version had, what the document has now. */
export type DiffLine = { kind: 'same' | 'added' | 'removed'; text: string };

export function diffLines(before: string, after: string): DiffLine[] {
  const a = before.split('\n');
  const b = after.split('\n');
  // Long documents: compare the changed middle only (common head and tail are kept as is).
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head += 1;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail])
    tail += 1;
  const midA = a.slice(head, a.length - tail);
  const midB = b.slice(head, b.length - tail);
  const out: DiffLine[] = a.slice(0, head).map((text) => ({ kind: 'same', text }));
  if (midA.length * midB.length > 4_000_000) {
    out.push(
      ...midA.map((text) => ({ kind: 'removed' as const, text })),
      ...midB.map((text) => ({ kind: 'added' as const, text })),
    );
  } else {
    const rows = midA.length + 1;
    const cols = midB.length + 1;
    const lcs = new Uint32Array(rows * cols);
    for (let i = midA.length - 1; i >= 0; i -= 1)
      for (let j = midB.length - 1; j >= 0; j -= 1)
        lcs[i * cols + j] =
          midA[i] === midB[j]
            ? lcs[(i + 1) * cols + j + 1]! + 1
            : Math.max(lcs[(i + 1) * cols + j]!, lcs[i * cols + j + 1]!);
    let i = 0;
    let j = 0;
    while (i < midA.length && j < midB.length) {
      if (midA[i] === midB[j]) {
        out.push({ kind: 'same', text: midA[i]! });
        i += 1;
        j += 1;
      } else if (lcs[(i + 1) * cols + j]! >= lcs[i * cols + j + 1]!) {
        out.push({ kind: 'removed', text: midA[i]! });
        i += 1;
      } else {
        out.push({ kind: 'added', text: midB[j]! });
        j += 1;
      }
    }
    while (i < midA.length) out.push({ kind: 'removed', text: midA[i++]! });
    while (j < midB.length) out.push({ kind: 'added', text: midB[j++]! });
  }
  out.push(...a.slice(a.length - tail).map((text) => ({ kind: 'same' as const, text })));
  return out;
}
