/** A real SMTP server on 127.0.0.1 for tests: it accepts every message and keeps it for inspection. */
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The text with quoted-printable soft breaks and escapes decoded. */
  text: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The decoded text/plain part of a MIME message (enough MIME for what our mailer sends). */
function plainText(raw: string): string {
  const part = /Content-Type: text\/plain[^]*?\r?\n\r?\n([^]*?)(?:\r?\n--|$)/i.exec(raw);
  if (!part) return raw;
  const headers = raw.slice(0, (part.index ?? 0) + part[0].indexOf(part[1] ?? ''));
  const encoding = /Content-Transfer-Encoding: ([\w-]+)/gi;
  let last = 'quoted-printable';
  for (const m of headers.matchAll(encoding)) last = (m[1] ?? last).toLowerCase();
  const body = part[1] ?? '';
  if (last === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return decodeQuotedPrintable(body);
}

export async function startSmtpServer(): Promise<{ url: string; mails: ReceivedMail[]; close(): Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, text: plainText(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The first link to our server in a mail. */
export function linkIn(mail: ReceivedMail, baseUrl: string): string {
  const match = new RegExp(`${baseUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s"<>]+`).exec(mail.text);
  if (!match) throw new Error(`no link to ${baseUrl} in mail:\n${mail.text}`);
  return match[0];
}
