/**
 * Outgoing mail behind a narrow interface: SMTP when SMTP_URL is set, otherwise each message is written to
 * DATA_DIR/outbox/ (and the file named in the log), so password reset works on a laptop with no mail server. The log
 * never holds the message's link: a reset link is a key to the account, and logs travel further than the outbox.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  logger: Logger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      async send(message) {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
      },
    };
  }
  return {
    async send(message) {
      mkdirSync(options.outboxDir, { recursive: true });
      const file = join(
        options.outboxDir,
        // The random part keeps two mails written in the same millisecond apart.
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}-${message.to.replace(/[^a-z0-9@._-]/gi, '_')}.txt`,
      );
      writeFileSync(file, `To: ${message.to}\nSubject: ${message.subject}\n\n${message.text}\n`, { mode: 0o600 });
      options.logger.info(`mail "${message.subject}" to ${message.to} written to ${file}`);
    },
  };
}
