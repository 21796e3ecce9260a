/** "Explain with AI" for one answered question: hidden → loading → text or error. */
import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { ApiError } from '../../api/client.ts';
import { useLanguage } from '../../i18n/language.tsx';
import { Markdown } from '../../ui/markdown.tsx';
import { explainAnswer } from './api.ts';

type State =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'done'; text: string; offline: boolean }
  | { kind: 'error'; message: string; network: boolean };

export function ExplainButton({ questionId, answer }: { questionId: string; answer: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function explain() {
    setState({ kind: 'loading' });
    try {
      const reply = await explainAnswer(questionId, answer, language);
      setState({ kind: 'done', text: reply.response, offline: reply.source === 'offline' });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'INTERNAL';
      const known = (
        ['AI_QUOTA_EXCEEDED', 'RATE_LIMITED', 'UNAUTHENTICATED', 'EXPLAIN_LOCKED', 'EXPLAIN_NEEDS_ANSWER'] as const
      ).some((c) => c === code);
      setState({
        kind: 'error',
        message: known ? t(`errors.${code}`) : t('practice.explainFailed'),
        network: code === 'NETWORK',
      });
    }
  }

  if (state.kind === 'done') {
    return (
      <div className="explanation" data-testid="explanation">
        {state.offline && <span className="badge">{t('tutor.offlineBadge')}</span>}
        <Markdown text={state.text} />
      </div>
    );
  }
  return (
    <div className="explain">
      <button
        type="button"
        className="btn btn-ghost"
        disabled={state.kind === 'loading'}
        onClick={() => void explain()}
      >
        {state.kind === 'loading' ? t('practice.explaining') : t('practice.explain')}
      </button>
      {state.kind === 'error' && (
        <p className="alert alert-error" role="alert">
          {state.message}
          {state.network && <> {t('practice.explainHint')}</>}
        </p>
      )}
    </div>
  );
}
