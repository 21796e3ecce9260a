/**
 * A row of actions ending with Practice: for a signed-in student a link to /practice/{slug}; for a visitor a
 * locked button that opens the sign-in / sign-up prompt instead of starting a session.
 */
import { Dumbbell, Lock } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { Link } from 'react-router';
import { useLanguage } from '../../i18n/language.tsx';
import { SignInPrompt } from './sign-in-prompt.tsx';

interface Props {
  slug: string;
  signedIn: boolean;
  label: string;
  /** Actions shown before Practice (for example Learn). */
  children?: ReactNode;
  primary?: boolean;
}

export function PracticeActions({ slug, signedIn, label, children, primary = false }: Props) {
  const { t } = useTranslation();
  const { path } = useLanguage();
  const promptId = useId();
  const [prompt, setPrompt] = useState(false);
  const className = `btn ${primary ? 'btn-primary' : 'btn-secondary'}`;

  return (
    <>
      <div className="learn-actions">
        {children}
        {signedIn ? (
          <Link to={path(`/practice/${slug}`)} className={className} data-testid="practice-link">
            <Dumbbell size={18} aria-hidden />
            {label}
          </Link>
        ) : (
          <button
            type="button"
            className={className}
            aria-expanded={prompt}
            aria-controls={promptId}
            data-testid="practice-locked"
            onClick={() => setPrompt((open) => !open)}
          >
            <Lock size={18} aria-hidden />
            {label}
            <span className="visually-hidden"> ({t('learn.signInNeeded')})</span>
          </button>
        )}
      </div>
      {!signedIn && prompt && (
        <SignInPrompt id={promptId} title={t('learn.lockedTitle')} text={t('learn.lockedText')} />
      )}
    </>
  );
}
