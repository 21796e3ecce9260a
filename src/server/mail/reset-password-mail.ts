/** The password-reset message, in the student's language. */
import type { Language } from '../../domain/language.ts';
import type { MailMessage } from './mailer.ts';

const texts: Record<
  Language,
  { subject: string; hello: (name: string) => string; body: string; button: string; ignore: string }
> = {
  az: {
    subject: 'Imtahan: şifrənin bərpası',
    hello: (name) => `Salam, ${name}!`,
    body: 'Şifrəni yeniləmək üçün aşağıdakı linkə keç. Link 1 saat etibarlıdır və yalnız bir dəfə işləyir.',
    button: 'Yeni şifrə təyin et',
    ignore: 'Əgər bu sorğunu sən göndərməmisənsə, bu məktubu nəzərə alma.',
  },
  ru: {
    subject: 'Imtahan: восстановление пароля',
    hello: (name) => `Здравствуй, ${name}!`,
    body: 'Чтобы задать новый пароль, перейди по ссылке ниже. Ссылка действует 1 час и срабатывает только один раз.',
    button: 'Задать новый пароль',
    ignore: 'Если это был не твой запрос, просто не обращай внимания на это письмо.',
  },
  en: {
    subject: 'Imtahan: reset your password',
    hello: (name) => `Hello, ${name}!`,
    body: 'To set a new password, follow the link below. It works once and expires in 1 hour.',
    button: 'Set a new password',
    ignore: "If you didn't ask to reset your password, you can ignore this email.",
  },
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function resetPasswordMail(options: {
  to: string;
  name: string;
  link: string;
  language: Language;
}): MailMessage {
  const t = texts[options.language];
  return {
    to: options.to,
    subject: t.subject,
    text: `${t.hello(options.name)}\n\n${t.body}\n\n${options.link}\n\n${t.ignore}\n`,
    html: `<p>${escapeHtml(t.hello(options.name))}</p><p>${escapeHtml(t.body)}</p><p><a href="${escapeHtml(options.link)}">${escapeHtml(t.button)}</a></p><p>${escapeHtml(t.ignore)}</p>`,
  };
}
