import { existsSync } from 'node:fs';
import type { Locale } from '@rbax/shared/i18n';
import type { Earnings } from '@rbax/shared/marketplace/api';

/**
 * The creator's statement as a PDF (issue 28, `/monetization`): totals, then every sale or grant
 * and every payout request, newest first. pdfkit is loaded on first use (decision 046); text only.
 */

const FONT_DIR = '/usr/share/fonts/truetype/dejavu';
const fonts = existsSync(`${FONT_DIR}/DejaVuSans.ttf`)
  ? { regular: `${FONT_DIR}/DejaVuSans.ttf`, bold: `${FONT_DIR}/DejaVuSans-Bold.ttf` }
  : { regular: 'Helvetica', bold: 'Helvetica-Bold' };

type Labels = {
  title: string;
  creator: string;
  generated: string;
  gross: string;
  fee: string;
  net: string;
  paidOut: string;
  pending: string;
  balance: string;
  entries: string;
  sale: string;
  grant: string;
  refund: string;
  payout: Record<'pending' | 'paid' | 'rejected' | 'failed', string>;
  none: string;
  footer: string;
};
const labels: Record<Locale, Labels> = {
  'pt-BR': {
    title: 'Extrato de monetização',
    creator: 'Criador',
    generated: 'Emitido em',
    gross: 'Bruto',
    fee: 'Taxa da plataforma',
    net: 'Líquido',
    paidOut: 'Sacado',
    pending: 'Saque pendente',
    balance: 'Saldo disponível',
    entries: 'Lançamentos',
    sale: 'Venda',
    grant: 'Concessão',
    refund: 'Reembolso',
    payout: { pending: 'Saque pendente', paid: 'Saque pago', rejected: 'Saque recusado', failed: 'Saque não pago' },
    none: 'Nenhum lançamento.',
    footer: 'RBAX Flow — Store Premium. Valores em reais (BRL).',
  },
  'en-US': {
    title: 'Monetization statement',
    creator: 'Creator',
    generated: 'Issued on',
    gross: 'Gross',
    fee: 'Platform fee',
    net: 'Net',
    paidOut: 'Paid out',
    pending: 'Pending payout',
    balance: 'Available balance',
    entries: 'Entries',
    sale: 'Sale',
    grant: 'Grant',
    refund: 'Refund',
    payout: { pending: 'Payout pending', paid: 'Payout paid', rejected: 'Payout rejected', failed: 'Payout failed' },
    none: 'No entries.',
    footer: 'RBAX Flow — Premium Store. Amounts in Brazilian reais (BRL).',
  },
  'es-ES': {
    title: 'Extracto de monetización',
    creator: 'Creador',
    generated: 'Emitido el',
    gross: 'Bruto',
    fee: 'Comisión de la plataforma',
    net: 'Neto',
    paidOut: 'Retirado',
    pending: 'Retiro pendiente',
    balance: 'Saldo disponible',
    entries: 'Movimientos',
    sale: 'Venta',
    grant: 'Concesión',
    refund: 'Reembolso',
    payout: {
      pending: 'Retiro pendiente',
      paid: 'Retiro pagado',
      rejected: 'Retiro rechazado',
      failed: 'Retiro no pagado',
    },
    none: 'Sin movimientos.',
    footer: 'RBAX Flow — Tienda Premium. Importes en reales (BRL).',
  },
};

export async function statementPdf(data: Earnings, creatorName: string, locale: Locale): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const l = labels[locale];
  const pdf = new PDFDocument({ size: 'A4', margin: 50, info: { Title: l.title, Creator: 'RBAX Flow' } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL' });
  const brl = (value: string) => money.format(Number(value));
  const day = new Intl.DateTimeFormat(locale, {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });

  pdf.font(fonts.bold).fontSize(22).fillColor('#111827').text('RBAX Flow');
  pdf.font(fonts.bold).fontSize(16).text(l.title).moveDown(0.5);
  pdf.font(fonts.regular).fontSize(10);
  const head: [string, string][] = [
    [l.creator, creatorName],
    [l.generated, day.format(new Date())],
    [l.gross, brl(data.grossBrl)],
    [`${l.fee} (${data.feePercent}%)`, brl(data.feeBrl)],
    [l.net, brl(data.netBrl)],
    [l.paidOut, brl(data.paidOutBrl)],
    [l.pending, brl(data.pendingBrl)],
    [l.balance, brl(data.balanceBrl)],
  ];
  for (const [label, value] of head)
    pdf.font(fonts.bold).text(`${label}: `, { continued: true }).font(fonts.regular).text(value);
  pdf.moveDown(1);
  pdf.font(fonts.bold).fontSize(12).text(l.entries).moveDown(0.3);
  pdf.font(fonts.regular).fontSize(10);
  const lines = [
    ...data.entries.map((e) => ({
      at: e.createdAt,
      text: `${day.format(new Date(e.createdAt))} · ${e.kind === 'refund' ? l.refund : e.source === 'payment' ? l.sale : l.grant} · ${e.templateName} · ${e.buyer} · ${brl(e.netBrl)}`,
    })),
    ...data.payouts.map((p) => ({
      at: p.createdAt,
      text: `${day.format(new Date(p.createdAt))} · ${l.payout[p.status]} · ${p.destination} · -${brl(p.amountBrl)}${p.note ? ` · ${p.note}` : ''}`,
    })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  if (lines.length === 0) pdf.text(l.none);
  for (const line of lines) pdf.text(line.text);
  pdf.moveDown(2);
  pdf.font(fonts.regular).fontSize(8).fillColor('#6b7280').text(l.footer, { align: 'center' });
  pdf.end();
  return done;
}
