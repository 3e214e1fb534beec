import { existsSync } from 'node:fs';
import type { Locale } from '@rbax/shared/i18n';
import { formatTaxId } from '@rbax/shared/billing/tax-id';
import type { InvoiceRow } from './billing-repository.ts';
import { invoiceNumberText } from './billing-service.ts';

/**
 * The invoice PDF (issue 28): A4, numbered, in BRL, with the workspace's legal data as it was when
 * the invoice was issued. pdfkit is loaded on first use (decision 046); text only.
 */

const FONT_DIR = '/usr/share/fonts/truetype/dejavu';
const fonts = existsSync(`${FONT_DIR}/DejaVuSans.ttf`)
  ? { regular: `${FONT_DIR}/DejaVuSans.ttf`, bold: `${FONT_DIR}/DejaVuSans-Bold.ttf` }
  : { regular: 'Helvetica', bold: 'Helvetica-Bold' };

const _labelKeys = [
  'title',
  'number',
  'issued',
  'status',
  'paid',
  'open',
  'void',
  'refunded',
  'billedTo',
  'taxId',
  'workspace',
  'description',
  'period',
  'amount',
  'total',
  'footer',
] as const;
const labels: Record<Locale, Record<(typeof _labelKeys)[number], string>> = {
  'pt-BR': {
    title: 'Fatura',
    number: 'Número',
    issued: 'Emissão',
    status: 'Situação',
    paid: 'Paga em',
    open: 'Em aberto',
    void: 'Cancelada',
    refunded: 'Reembolsada',
    billedTo: 'Cobrado de',
    taxId: 'CPF/CNPJ',
    workspace: 'Workspace',
    description: 'Descrição',
    period: 'Período',
    amount: 'Valor',
    total: 'Total',
    footer: 'RBAX Flow — documento emitido eletronicamente. Valores em reais (BRL).',
  },
  'en-US': {
    title: 'Invoice',
    number: 'Number',
    issued: 'Issued',
    status: 'Status',
    paid: 'Paid on',
    open: 'Open',
    void: 'Void',
    refunded: 'Refunded',
    billedTo: 'Billed to',
    taxId: 'CPF/CNPJ',
    workspace: 'Workspace',
    description: 'Description',
    period: 'Period',
    amount: 'Amount',
    total: 'Total',
    footer: 'RBAX Flow — electronically issued document. Amounts in Brazilian reais (BRL).',
  },
  'es-ES': {
    title: 'Factura',
    number: 'Número',
    issued: 'Emisión',
    status: 'Estado',
    paid: 'Pagada el',
    open: 'Pendiente',
    void: 'Anulada',
    refunded: 'Reembolsada',
    billedTo: 'Facturado a',
    taxId: 'CPF/CNPJ',
    workspace: 'Workspace',
    description: 'Descripción',
    period: 'Periodo',
    amount: 'Importe',
    total: 'Total',
    footer: 'RBAX Flow — documento emitido electrónicamente. Importes en reales brasileños (BRL).',
  },
};

export async function invoicePdf(invoice: InvoiceRow, locale: Locale): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const l = labels[locale];
  const number = invoiceNumberText(invoice);
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${l.title} ${number}`, Creator: 'RBAX Flow' },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL' });
  const day = new Intl.DateTimeFormat(locale, {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  const to = invoice.billedTo;

  pdf.font(fonts.bold).fontSize(22).fillColor('#111827').text('RBAX Flow', { continued: false });
  pdf.font(fonts.regular).fontSize(10).fillColor('#6b7280').text('Gestão Inteligente').moveDown(1.2);
  pdf.font(fonts.bold).fontSize(16).fillColor('#111827').text(`${l.title} ${number}`).moveDown(0.5);
  pdf.font(fonts.regular).fontSize(10);
  const status =
    invoice.status === 'paid' && invoice.paidAt
      ? `${l.paid} ${day.format(invoice.paidAt)}`
      : invoice.status === 'void'
        ? l.void
        : invoice.status === 'refunded'
          ? l.refunded
          : l.open;
  for (const [label, value] of [
    [l.number, number],
    [l.issued, day.format(invoice.issuedAt)],
    [l.status, status],
  ] as const) {
    pdf.font(fonts.bold).text(`${label}: `, { continued: true }).font(fonts.regular).text(value);
  }
  pdf.moveDown(1);
  pdf.font(fonts.bold).fontSize(12).text(l.billedTo).moveDown(0.3);
  pdf.font(fonts.regular).fontSize(10);
  const lines = [
    to.legalName,
    to.taxId ? `${l.taxId}: ${formatTaxId(to.taxId)}` : null,
    to.address || null,
    [to.city, to.state].filter(Boolean).join(' - ') || null,
    to.postalCode ? `CEP ${to.postalCode}` : null,
    to.email || null,
    `${l.workspace}: ${to.workspaceName}`,
  ].filter((line): line is string => Boolean(line));
  for (const line of lines) pdf.text(line);
  pdf.moveDown(1.5);

  const left = 50;
  const width = pdf.page.width - 100;
  const y = pdf.y;
  pdf.rect(left, y, width, 22).fill('#f3f4f6');
  pdf.fillColor('#111827').font(fonts.bold).fontSize(10);
  pdf.text(l.description, left + 8, y + 6, { width: width * 0.45 });
  pdf.text(l.period, left + width * 0.45, y + 6, { width: width * 0.3 });
  pdf.text(l.amount, left + width * 0.75, y + 6, { width: width * 0.25 - 8, align: 'right' });
  const rowY = y + 30;
  pdf.font(fonts.regular);
  pdf.text(invoice.description, left + 8, rowY, { width: width * 0.45 - 8 });
  const period =
    invoice.periodStart && invoice.periodEnd
      ? `${day.format(invoice.periodStart)} – ${day.format(invoice.periodEnd)}`
      : '—';
  pdf.text(period, left + width * 0.45, rowY, { width: width * 0.3 });
  pdf.text(money.format(invoice.amountCents / 100), left + width * 0.75, rowY, {
    width: width * 0.25 - 8,
    align: 'right',
  });
  const totalY = Math.max(pdf.y, rowY + 16) + 16;
  pdf
    .moveTo(left, totalY)
    .lineTo(left + width, totalY)
    .strokeColor('#d1d5db')
    .stroke();
  pdf.font(fonts.bold).fontSize(12);
  pdf.text(`${l.total}: ${money.format(invoice.amountCents / 100)}`, left, totalY + 10, { width, align: 'right' });
  pdf.font(fonts.regular).fontSize(8).fillColor('#6b7280');
  pdf.text(l.footer, left, pdf.page.height - 80, { width, align: 'center', lineBreak: false });
  pdf.end();
  return done;
}
