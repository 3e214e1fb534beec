import { existsSync } from 'node:fs';
import type { Writable } from 'node:stream';

import type { Locale } from '@rbax/shared/i18n';
import { portabilityLabels, type PortabilityLabels } from '@rbax/shared/portability/labels';
import type { ReportSection } from '@rbax/shared/portability/report-schedules';
import type { BoardReport } from './report-model.ts';

/**
 * The PDF report (issue 23): A4, a cover with the totals, the flow metrics when the analytics
 * module has them, a bar chart of cards per column, and the columns with their cards, in the
 * reader's language, zone and number formats. pdfkit draws text and shapes only: nothing in a
 * card is ever interpreted (no HTML, no markdown, no links followed).
 */

const FONT_DIR = '/usr/share/fonts/truetype/dejavu';
const fonts = existsSync(`${FONT_DIR}/DejaVuSans.ttf`)
  ? { regular: `${FONT_DIR}/DejaVuSans.ttf`, bold: `${FONT_DIR}/DejaVuSans-Bold.ttf` }
  : { regular: 'Helvetica', bold: 'Helvetica-Bold' };
const MARGIN = 50;
const ACCENT = '#3b82f6';

/** Emoji and other pictographs have no glyph in the report's font: dropped rather than drawn as boxes. */
const clean = (text: string) => text.replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu, '').trim();

export type PdfOptions = {
  locale: Locale;
  timeZone: string;
  title: string;
  subtitle: string;
  sections: readonly ReportSection[];
  now: Date;
};

type Ctx = {
  pdf: PDFKit.PDFDocument;
  l: PortabilityLabels;
  o: PdfOptions;
  money: Intl.NumberFormat;
  day: Intl.DateTimeFormat;
};

function heading(ctx: Ctx, text: string, size = 16) {
  if (ctx.pdf.y > ctx.pdf.page.height - 120) ctx.pdf.addPage();
  ctx.pdf.moveDown(0.6).font(fonts.bold).fontSize(size).fillColor('#111827').text(clean(text)).moveDown(0.3);
  ctx.pdf.font(fonts.regular).fontSize(10).fillColor('#111827');
}

/** The totals as a row of boxes: label small, number large. */
function totals(ctx: Ctx, report: BoardReport) {
  const { l, pdf } = ctx;
  const t = report.totals;
  const items: [string, string][] = [
    [l.pdf.cards, String(t.cards)],
    [l.pdf.openCards, String(t.open)],
    [l.pdf.doneCards, String(t.done)],
    [l.pdf.overdue, String(t.overdue)],
    [l.pdf.totalValue, ctx.money.format(t.valueCents / 100)],
  ];
  const gap = 8;
  // Money needs more room than a count: the value's box is wider.
  const weights = [1, 1, 1, 1, 1.8];
  const unit = (pdf.page.width - MARGIN * 2 - gap * (items.length - 1)) / weights.reduce((a, b) => a + b, 0);
  if (pdf.y > pdf.page.height - 120) pdf.addPage();
  const y = pdf.y;
  let x = MARGIN;
  items.forEach(([label, value], i) => {
    const width = unit * weights[i]!;
    pdf.roundedRect(x, y, width, 46, 6).fillAndStroke('#f3f4f6', '#e5e7eb');
    pdf
      .fillColor('#4b5563')
      .font(fonts.regular)
      .fontSize(8)
      .text(label, x + 8, y + 8, { width: width - 16, lineBreak: false });
    pdf
      .fillColor('#111827')
      .font(fonts.bold)
      .fontSize(14)
      .text(value, x + 8, y + 22, { width: width - 16, lineBreak: false });
    x += width + gap;
  });
  pdf.font(fonts.regular).fontSize(10).fillColor('#111827');
  pdf.x = MARGIN;
  pdf.y = y + 58;
}

function metrics(ctx: Ctx, report: BoardReport) {
  const { l, pdf } = ctx;
  heading(ctx, l.pdf.metrics, 13);
  const f = report.flow;
  if (!f) {
    pdf.fillColor('#6b7280').text(l.pdf.noMetrics).fillColor('#111827');
    return;
  }
  const days = (n: number | null) =>
    n === null ? '—' : `${n.toLocaleString(ctx.o.locale, { maximumFractionDigits: 1 })} ${l.pdf.days}`;
  pdf.text(`${l.pdf.throughput}: ${f.throughput}`);
  pdf.text(`${l.pdf.cycleTime}: ${days(f.cycleP50)} / ${days(f.cycleP85)}`);
  pdf.text(`${l.pdf.wip}: ${f.wip}`);
  pdf.text(`${l.pdf.sle}: ${f.slePercentile}% ≤ ${days(f.sleDays)}`);
}

/** Horizontal bars, one per column, scaled to the fullest. */
function chart(ctx: Ctx, report: BoardReport) {
  const { pdf, l } = ctx;
  heading(ctx, l.pdf.cardsPerColumn, 13);
  const max = Math.max(1, ...report.columns.map((c) => c.cards.length));
  const width = pdf.page.width - MARGIN * 2 - 170;
  for (const column of report.columns) {
    if (pdf.y > pdf.page.height - 80) pdf.addPage();
    const y = pdf.y;
    pdf
      .fontSize(9)
      .fillColor('#111827')
      .text(clean(column.name), MARGIN, y, { width: 140, ellipsis: true, lineBreak: false });
    const bar = Math.max(2, (width * column.cards.length) / max);
    pdf.rect(MARGIN + 150, y, bar, 10).fill(ACCENT);
    pdf.fillColor('#111827').text(String(column.cards.length), MARGIN + 156 + bar, y, { lineBreak: false });
    pdf.x = MARGIN;
    pdf.y = y + 16;
  }
  pdf.fontSize(10);
}

function cards(ctx: Ctx, report: BoardReport) {
  const { pdf, l } = ctx;
  for (const column of report.columns) {
    heading(ctx, `${column.name} (${column.cards.length})`, 12);
    if (column.cards.length === 0) pdf.fillColor('#6b7280').text(l.pdf.noCards).fillColor('#111827');
    for (const card of column.cards) {
      if (pdf.y > pdf.page.height - 80) pdf.addPage();
      const details = [
        card.priority ? l.priorities[card.priority] : null,
        card.dueDate ? `${l.pdf.due} ${ctx.day.format(new Date(card.dueDate))}` : null,
        card.assignee,
        card.valueBrl ? ctx.money.format(Number(card.valueBrl)) : null,
      ].filter(Boolean);
      pdf
        .font(fonts.bold)
        .fontSize(10)
        .text(`${card.done ? '✓ ' : '• '}${clean(card.title)}`, MARGIN, pdf.y, { width: pdf.page.width - MARGIN * 2 });
      if (details.length > 0)
        pdf
          .font(fonts.regular)
          .fontSize(8.5)
          .fillColor('#4b5563')
          .text(clean(details.join(' · ')))
          .fillColor('#111827');
      pdf.font(fonts.regular).fontSize(10).moveDown(0.25);
    }
  }
}

/** The cover: a band of the product's colour, the title, what the report is, when it was made. */
function cover(ctx: Ctx) {
  const { pdf, o, l } = ctx;
  pdf.rect(0, 0, pdf.page.width, 8).fill(ACCENT);
  pdf.font(fonts.regular).fontSize(10).fillColor(ACCENT).text('RBAX Flow', MARGIN, MARGIN);
  pdf.moveDown(0.4).font(fonts.bold).fontSize(26).fillColor('#111827').text(clean(o.title));
  pdf.font(fonts.regular).fontSize(12).fillColor('#4b5563').text(clean(o.subtitle));
  const when = new Intl.DateTimeFormat(o.locale, {
    timeZone: o.timeZone,
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(o.now);
  pdf.fontSize(10).text(`${l.pdf.generatedAt} ${when}`);
  const line = pdf.y + 10;
  pdf
    .moveTo(MARGIN, line)
    .lineTo(pdf.page.width - MARGIN, line)
    .lineWidth(0.5)
    .stroke('#e5e7eb');
  pdf.fillColor('#111827');
  pdf.y = line + 6;
}

function footers(ctx: Ctx) {
  const { pdf, l } = ctx;
  const range = pdf.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    pdf.switchToPage(i);
    // Below the bottom margin pdfkit would start a new page: the footer lives in the margin.
    pdf.page.margins.bottom = 0;
    const y = pdf.page.height - 35;
    pdf
      .fontSize(8)
      .fillColor('#6b7280')
      .text(`RBAX Flow · ${clean(ctx.o.title)} · ${l.pdf.page} ${i + 1}/${range.count}`, MARGIN, y, {
        width: pdf.page.width - MARGIN * 2,
        align: 'center',
        lineBreak: false,
      });
  }
}

/** One or more boards' reports in one A4 document, streamed to `out`. */
export async function reportPdf(reports: BoardReport[], options: PdfOptions, out: Writable): Promise<void> {
  // Loaded on first use: pdfkit and its fonts cost ~20 MB that an idle server should not hold (decision 046).
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: clean(options.title), Creator: 'RBAX Flow' },
  });
  const done = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve).on('close', resolve).on('error', reject);
  });
  pdf.pipe(out);
  const ctx: Ctx = {
    pdf,
    l: portabilityLabels[options.locale],
    o: options,
    money: new Intl.NumberFormat(options.locale, { style: 'currency', currency: 'BRL' }),
    day: new Intl.DateTimeFormat(options.locale, {
      timeZone: options.timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }),
  };
  cover(ctx);
  const has = (s: ReportSection) => options.sections.includes(s);
  reports.forEach((report, index) => {
    if (reports.length > 1) {
      if (index > 0) pdf.addPage();
      heading(ctx, report.title, 18);
    }
    if (has('summary')) {
      heading(ctx, ctx.l.pdf.totals, 13);
      totals(ctx, report);
    }
    if (has('metrics')) metrics(ctx, report);
    if (has('columns')) chart(ctx, report);
    if (has('cards')) {
      // The cards start on a page of their own after the summary: a long list reads better so.
      if (has('summary') || has('metrics') || has('columns')) pdf.addPage();
      cards(ctx, report);
    }
  });
  footers(ctx);
  pdf.end();
  await done;
}
