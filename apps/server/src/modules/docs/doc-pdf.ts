import { existsSync } from 'node:fs';
import type * as Y from 'yjs';
import { loadDocLibs, yjs } from './doc-libs.ts';
import { FRAGMENT, xmlTextPlain } from './doc-markdown.ts';

/**
 * A document as a PDF (issue 26): A4, its title, then its blocks — headings, paragraphs, lists
 * and tasks, quotes and callouts, code in a monospaced font, tables as rows of text. pdfkit is
 * loaded on first use (decision 046); nothing in the content is interpreted (no HTML, no
 * remote images fetched).
 */

const FONT_DIR = '/usr/share/fonts/truetype/dejavu';
const fonts = existsSync(`${FONT_DIR}/DejaVuSans.ttf`)
  ? {
      regular: `${FONT_DIR}/DejaVuSans.ttf`,
      bold: `${FONT_DIR}/DejaVuSans-Bold.ttf`,
      mono: existsSync(`${FONT_DIR}/DejaVuSansMono.ttf`) ? `${FONT_DIR}/DejaVuSansMono.ttf` : 'Courier',
    }
  : { regular: 'Helvetica', bold: 'Helvetica-Bold', mono: 'Courier' };
const clean = (text: string) => text.replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu, '');

type Node = Y.XmlElement | Y.XmlText | Y.XmlHook;

function inlineText(nodes: Node[]): string {
  return nodes
    .map((node) => {
      if (node instanceof yjs.XmlText) return xmlTextPlain(node);
      if (node instanceof yjs.XmlElement) {
        if (node.nodeName === 'hardBreak') return '\n';
        if (node.nodeName === 'cardMention') return `#${String(node.getAttribute('label') ?? '')}`;
        if (node.nodeName === 'mention') return `@${String(node.getAttribute('label') ?? '')}`;
        if (node.nodeName === 'image') return `[${String(node.getAttribute('alt') ?? 'imagem')}]`;
        return inlineText(node.toArray());
      }
      return '';
    })
    .join('');
}

export async function docPdf(title: string, doc: Y.Doc): Promise<Buffer> {
  await loadDocLibs();
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = new PDFDocument({ size: 'A4', margin: 56, info: { Title: clean(title), Creator: 'RBAX Flow' } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))));
  const left = pdf.page.margins.left;
  if (title) pdf.font(fonts.bold).fontSize(22).fillColor('#111827').text(clean(title)).moveDown(0.6);

  const block = (node: Node, indent: number, marker?: string) => {
    if (!(node instanceof yjs.XmlElement)) return;
    const x = left + indent;
    const width = pdf.page.width - pdf.page.margins.right - x;
    const text = (value: string, font: string, size: number, color = '#111827') =>
      pdf.font(font).fontSize(size).fillColor(color).text(clean(value), x, undefined, { width });
    switch (node.nodeName) {
      case 'heading': {
        const level = Number(node.getAttribute('level') ?? 1);
        pdf.moveDown(0.4);
        text(inlineText(node.toArray()), fonts.bold, [18, 15, 13, 12, 11, 11][level - 1] ?? 12);
        pdf.moveDown(0.2);
        return;
      }
      case 'paragraph':
        text((marker ?? '') + inlineText(node.toArray()), fonts.regular, 11);
        pdf.moveDown(0.3);
        return;
      case 'codeBlock':
        text(inlineText(node.toArray()), fonts.mono, 9.5, '#1f2937');
        pdf.moveDown(0.4);
        return;
      case 'horizontalRule':
        pdf
          .moveDown(0.3)
          .moveTo(x, pdf.y)
          .lineTo(x + width, pdf.y)
          .strokeColor('#d1d5db')
          .stroke()
          .moveDown(0.5);
        return;
      case 'blockquote':
      case 'callout':
        for (const child of node.toArray()) block(child, indent + 14);
        return;
      case 'bulletList':
      case 'orderedList':
      case 'taskList':
        node.toArray().forEach((item, i) => {
          if (!(item instanceof yjs.XmlElement)) return;
          const mark =
            node.nodeName === 'orderedList'
              ? `${Number(node.getAttribute('start') ?? 1) + i}. `
              : node.nodeName === 'taskList'
                ? (item.getAttribute('checked') as unknown) === true
                  ? '☑ '
                  : '☐ '
                : '• ';
          item.toArray().forEach((child, j) => block(child, indent + 12, j === 0 ? mark : undefined));
        });
        return;
      case 'table':
        for (const row of node.toArray()) {
          if (!(row instanceof yjs.XmlElement)) continue;
          const cells = row.toArray().map((cell) => (cell instanceof yjs.XmlElement ? inlineText(cell.toArray()) : ''));
          text(
            cells.join('  |  '),
            row.toArray()[0] instanceof yjs.XmlElement && (row.toArray()[0] as Y.XmlElement).nodeName === 'tableHeader'
              ? fonts.bold
              : fonts.regular,
            10,
          );
        }
        pdf.moveDown(0.4);
        return;
      default:
        for (const child of node.toArray()) block(child, indent, marker);
    }
  };
  for (const node of doc.getXmlFragment(FRAGMENT).toArray()) block(node, 0);
  pdf.end();
  return done;
}
