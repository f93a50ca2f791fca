import nodemailer from 'nodemailer';

export interface SupportMail {
  subject: string;
  content: string;
  fromUser: { name: string; email: string };
}

export interface Mailer {
  send(mail: SupportMail): Promise<void>;
  /** True when the SMTP server accepts a connection (and authentication, if any). */
  verify(): Promise<boolean>;
}

const SMTP_TIMEOUT_MS = 10_000;

/** An SMTP transport that gives up on a silent server instead of waiting forever. */
export function smtpTransport(smtpUrl: string) {
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
}

/** Sends support messages to SUPPORT_TO through SMTP_URL; replies go straight to the user. */
export function createMailer(smtpUrl: string, from: string, to: string): Mailer {
  const transport = smtpTransport(smtpUrl);
  return {
    async send({ subject, content, fromUser }) {
      const sender = fromUser.name ? `${fromUser.name} <${fromUser.email}>` : fromUser.email;
      await transport.sendMail({
        from,
        to,
        replyTo: fromUser.email,
        subject: `[Soporte titulo360] ${subject}`,
        text: `${content}\n\n--\nEnviado por ${sender} desde titulo360.`,
      });
    },
    async verify() {
      try {
        await transport.verify();
        return true;
      } catch {
        return false;
      }
    },
  };
}
