/** The sign-in / sign-up prompt a signed-out visitor meets at Practice and at the AI buttons. */
import { Lock } from 'lucide-react';
import { useTranslation } from '../../i18n/i18n.ts';
import { Link } from 'react-router';
import { useLanguage } from '../../i18n/language.tsx';

export function SignInPrompt({ id, title, text }: { id?: string; title?: string; text: string }) {
  const { t } = useTranslation();
  const { path } = useLanguage();
  return (
    <div id={id} className="learn-signin" role="status" data-testid="sign-in-prompt">
      <Lock size={20} aria-hidden className="learn-signin-icon" />
      <div>
        {title && <p className="learn-signin-title">{title}</p>}
        <p>{text}</p>
        <div className="learn-signin-actions">
          <Link to={path('/signin')} className="btn btn-primary">
            {t('nav.signIn')}
          </Link>
          <Link to={path('/signup')} className="btn btn-secondary">
            {t('nav.signUp')}
          </Link>
        </div>
      </div>
    </div>
  );
}
