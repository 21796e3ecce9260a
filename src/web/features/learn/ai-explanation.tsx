/**
 * One AI explanation on the lesson page: a button, then loading, then the
 * reply or an error with a retry. Signed-out visitors get the sign-in prompt in place of the explanation.
 * Replies are rendered as safe Markdown; the offline tutor says that it is the offline tutor. The Markdown renderer is
 * fetched with the first request, not with the lesson: most visitors of a lesson never ask.
 */
import { Lock, RotateCcw, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import type { AiResponse, LearnRequest } from '../../../domain/api/ai-schema.ts';
import { errorCodeOf, type ClientErrorCode } from '../../api/client.ts';
import type { Markdown as MarkdownComponent } from '../../ui/markdown.tsx';
import { explainLesson } from './api.ts';
import { SignInPrompt } from './sign-in-prompt.tsx';

/** Codes whose own message says more than the generic failure, so it is shown instead. */
const SPECIFIC_CODES = ['AI_QUOTA_EXCEEDED', 'AI_BACKEND_ERROR', 'RATE_LIMITED', 'UNAUTHENTICATED', 'NETWORK'] as const;
type SpecificCode = (typeof SPECIFIC_CODES)[number];
const isSpecific = (code: ClientErrorCode): code is SpecificCode =>
  (SPECIFIC_CODES as readonly string[]).includes(code);

let Markdown: typeof MarkdownComponent | undefined;
const loadMarkdown = () => import('../../ui/markdown.tsx').then((module) => (Markdown = module.Markdown));

type Explanation =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'error'; error: unknown }
  | { status: 'done'; data: AiResponse };

/** One request at a time; the reply shows once it and the Markdown renderer are both here. */
function useExplanation(request: LearnRequest) {
  const [state, setState] = useState<Explanation>({ status: 'idle' });
  const ask = () => {
    setState({ status: 'pending' });
    Promise.all([explainLesson(request), loadMarkdown()]).then(
      ([data]) => setState({ status: 'done', data }),
      (error: unknown) => setState({ status: 'error', error }),
    );
  };
  return { state, ask };
}

interface Props {
  request: LearnRequest;
  label: string;
  signedIn: boolean;
  testId: string;
}

export function AiExplanation({ request, label, signedIn, testId }: Props) {
  const { t } = useTranslation();
  const [promptShown, setPromptShown] = useState(false);
  const { state: explanation, ask } = useExplanation(request);

  const button = (
    <button
      type="button"
      className="btn btn-ghost learn-ai-button"
      onClick={() => (signedIn ? ask() : setPromptShown(true))}
    >
      <Sparkles size={18} aria-hidden />
      {label}
      {!signedIn && <Lock size={16} aria-hidden />}
    </button>
  );

  // One live region announces each step: loading, then the reply or the error.
  let body;
  if (!signedIn) body = promptShown ? <SignInPrompt text={t('learn.ai.signInPrompt')} /> : button;
  else if (explanation.status === 'idle') body = button;
  else if (explanation.status === 'pending')
    body = (
      <p className="learn-ai-loading">
        <span className="spinner learn-ai-spinner" aria-hidden />
        {t('learn.ai.loading')}
      </p>
    );
  else if (explanation.status === 'error') {
    const code = errorCodeOf(explanation.error);
    body = (
      <div className="alert alert-error learn-ai-error">
        <p>{isSpecific(code) ? t(`errors.${code}`) : t('learn.ai.failed')}</p>
        {code === 'NETWORK' && <p>{t('tutor.networkHint')}</p>}
        <button type="button" className="btn btn-secondary" onClick={() => ask()}>
          <RotateCcw size={16} aria-hidden />
          {t('common.retry')}
        </button>
      </div>
    );
  } else
    body = (
      <div className="learn-ai-reply">
        <p className="learn-ai-reply-label">
          <Sparkles size={16} aria-hidden />
          {label}
          {explanation.data.source === 'offline' && <span className="badge">{t('tutor.offlineBadge')}</span>}
        </p>
        {Markdown && <Markdown text={explanation.data.response} />}
      </div>
    );

  return (
    <div className="learn-ai" aria-live="polite" data-testid={testId}>
      {body}
    </div>
  );
}
