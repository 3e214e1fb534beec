import { beforeAll, describe, expect, it } from 'vitest';
import type * as Y from 'yjs';
import { loadDocLibs } from './doc-libs.ts';
import { docMentions, docToMarkdown, docToText, markdownToDoc } from './doc-markdown.ts';

const sample = `# Ata de reunião

Texto com **negrito**, *itálico*, ~~riscado~~, \`código\` e [um link](https://example.com).

## Lista

- primeiro
- segundo
  - aninhado

1. um
2. dois

- [x] feito
- [ ] a fazer

> Uma citação

> [!WARNING]
> Cuidado com isto

\`\`\`ts
const a = 1;
\`\`\`

---

| Nome | Papel |
| --- | --- |
| Ana | Dona |

Card [#Fundação](rbax:card/0195f0a0-0000-7000-8000-000000000001) e [@Ana](rbax:user/u1).

![diagrama](/files/abc.png)
`;

describe('Markdown import and export', () => {
  // Yjs and marked load on first use (issue 25); the server's entry points load them, tests here.
  beforeAll(loadDocLibs);

  it('round-trips headings, marks, lists, tasks, quotes, callouts, code, tables, chips and images', () => {
    const doc = markdownToDoc(sample);
    const once = docToMarkdown(doc);
    expect(once).toBe(sample);
    expect(docToMarkdown(markdownToDoc(once))).toBe(once);
  });

  it('keeps the structure the editor expects', () => {
    const doc = markdownToDoc('# Título\n\n- [ ] tarefa\n');
    const [heading, list] = doc.getXmlFragment('default').toArray() as Y.XmlElement[];
    expect(heading!.nodeName).toBe('heading');
    expect(heading!.getAttribute('level')).toBe(1);
    expect(list!.nodeName).toBe('taskList');
    expect((list!.toArray()[0] as Y.XmlElement).getAttribute('checked')).toBe(false);
  });

  it('extracts the plain text and the mentions', () => {
    const doc = markdownToDoc(sample);
    expect(docToText(doc)).toContain('Texto com negrito, itálico');
    expect(docToText(doc)).toContain('Fundação');
    expect(docMentions(doc)).toEqual({ cardIds: ['0195f0a0-0000-7000-8000-000000000001'], userIds: ['u1'] });
  });
});
