import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Locale } from '@rbax/shared/i18n';
import { uuidv7 } from '@rbax/shared/ids';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link of the message, logged in file mode so a developer can follow it. */
  link?: string;
  /** Files sent with the message (scheduled PDF reports, issue 23). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /** Extra headers (List-Unsubscribe on scheduled reports). */
  headers?: Record<string, string>;
};

export type MailLogger = {
  info(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
};

export type Mailer = {
  /** Sends now and resolves when delivered (or written). */
  send(message: MailMessage): Promise<void>;
  /**
   * Sends in the background: the caller's response does not wait for (nor reveal) delivery.
   * Failures are logged. `idle()` resolves once every queued message is done.
   */
  queue(message: MailMessage): void;
  /**
   * Work that may queue mail once it is done and whose caller does not wait for it (a password
   * reset answers before it looks the account up): `idle()` waits for it too. Failures are logged.
   */
  track(work: Promise<unknown>, what: string): void;
  idle(): Promise<void>;
  close(): Promise<void>;
};

export type MailerOptions = {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  logger: MailLogger;
};

/**
 * SMTP when `SMTP_URL` is set; otherwise each message becomes `${DATA_DIR}/mail/<time>-<id>.eml`
 * and its link is logged (ARCHITECTURE §1, embedded default). Text parts are quoted-printable with
 * Unix newlines, and links sit on their own line, so a reader of the file can recover them.
 */
export function createMailer(options: MailerOptions): Mailer {
  // nodemailer (~16 MB resident) loads with the first message, not with every server start
  // (issue 25: embedded mode's idle memory).
  let smtp: Transporter | undefined;
  let transport: Promise<Transporter> | undefined;
  const connect = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) => {
      if (options.smtpUrl) return (smtp = nodemailer.createTransport(options.smtpUrl));
      return nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    }));
  const mailDir = path.join(options.dataDir, 'mail');
  const pending = new Set<Promise<void>>();

  async function send(message: MailMessage): Promise<void> {
    const envelope = {
      from: options.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      textEncoding: 'quoted-printable' as const,
      ...(message.attachments ? { attachments: message.attachments } : {}),
      ...(message.headers ? { headers: message.headers } : {}),
    };
    const transporter = await connect();
    if (options.smtpUrl) {
      await transporter.sendMail(envelope);
      options.logger.info({ to: message.to, subject: message.subject }, 'mail sent');
      return;
    }
    // Named before the first await, so files sort in the order messages were sent even when
    // two of them are written at the same time.
    const stamp = new Date().toISOString().replace(/:/g, '-');
    const file = path.join(mailDir, `${stamp}-${uuidv7()}.eml`);
    const info = (await transporter.sendMail(envelope)) as { message: Buffer };
    await mkdir(mailDir, { recursive: true });
    await writeFile(file, info.message);
    options.logger.info(
      { to: message.to, subject: message.subject, link: message.link, file },
      'mail written to file (no SMTP_URL)',
    );
  }

  return {
    send,
    queue(message) {
      const task = send(message)
        .catch((error: unknown) => {
          options.logger.error({ err: error, to: message.to, subject: message.subject }, 'mail failed');
        })
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    track(work, what) {
      const task = work
        .then(() => undefined)
        .catch((error: unknown) => {
          options.logger.error({ err: error }, `${what} failed`);
        })
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async close() {
      await this.idle();
      smtp?.close();
    },
  };
}

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export type ActionMailContent = {
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  footer: string;
  /** A second, quieter link after the footer (e.g. the newsletter's unsubscribe link). */
  secondaryAction?: { label: string; url: string };
};

/**
 * Builds the text and HTML of a message with one call to action. The URL is on its own line
 * in the text part. Every e-mail of the product is built with this.
 */
export function buildActionMail(
  content: ActionMailContent,
  locale: Locale,
): Pick<MailMessage, 'text' | 'html' | 'link'> {
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    `${content.action.label}:`,
    content.action.url,
    '',
    content.footer,
    '',
    ...(content.secondaryAction ? [`${content.secondaryAction.label}:`, content.secondaryAction.url, ''] : []),
    '— RBAX Flow',
    '',
  ].join('\n');
  const url = escapeHtml(content.action.url);
  const secondary = content.secondaryAction
    ? `<p style="font-size:12px;color:#555"><a href="${escapeHtml(content.secondaryAction.url)}" style="color:#555">${escapeHtml(content.secondaryAction.label)}</a></p>\n`
    : '';
  const html = `<!doctype html>
<html lang="${locale}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">
<p>${escapeHtml(content.greeting)}</p>
${content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${url}" style="display:inline-block;padding:10px 16px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>
<p style="font-size:12px;color:#555">${url}</p>
<p style="font-size:12px;color:#555">${escapeHtml(content.footer)}</p>
${secondary}<p>— RBAX Flow</p>
</body></html>
`;
  return { text, html, link: content.action.url };
}
