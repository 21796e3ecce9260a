/** /aitutor: chat with the AI tutor (quick questions, new chat, copy and thumbs, a connection banner on errors). */
import { Bot, Check, Copy, RotateCcw, SendHorizontal, ThumbsDown, ThumbsUp, WifiOff } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { Link } from 'react-router';
import { MAX_AI_INPUT_CHARS } from '../../../domain/api/input-limits.ts';
import { ApiError } from '../../api/client.ts';
import { useLanguage } from '../../i18n/language.tsx';
import { Markdown } from '../../ui/markdown.tsx';
import { useSession } from '../../api/auth.ts';
import { sendFeedback, streamTutorReply, type ChatMessage } from './api.ts';
import { useConversation, type RatedMessage } from './use-conversation.ts';

export const INPUT_MAX_HEIGHT_PX = 120;
export const COPY_FEEDBACK_MS = 2000;
const CHIPS = ['presentPerfect', 'articles', 'conditionals'] as const;

function makeMessage(sender: ChatMessage['sender'], text: string, extra: Partial<ChatMessage> = {}): ChatMessage {
  const id = crypto.randomUUID?.() ?? `${Date.now()}-${Math.random()}`;
  return { id, sender, text, timestamp: Date.now(), ...extra };
}

export default function TutorPage() {
  const { t } = useTranslation();
  const { path } = useLanguage();
  const session = useSession();
  const user = session.data?.user;

  return (
    <div className="tutor-page">
      <header className="tutor-header">
        <div>
          <h1>{t('tutor.title')}</h1>
          <p className="muted">{t('tutor.subtitle')}</p>
        </div>
      </header>
      {user ? (
        <Chat key={user.id} userId={user.id} />
      ) : (
        <section className="card center-page" data-testid="tutor-sign-in">
          <Bot size={40} aria-hidden className="tutor-icon" />
          <p>{t('tutor.signInRequired')}</p>
          <div className="hero-actions" style={{ justifyContent: 'center' }}>
            <Link to={path('/signin')} className="btn btn-primary">
              {t('nav.signIn')}
            </Link>
            <Link to={path('/signup')} className="btn btn-secondary">
              {t('nav.signUp')}
            </Link>
          </div>
        </section>
      )}
    </div>
  );
}

function Chat({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [state, dispatch] = useConversation(userId);
  const [input, setInput] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const tooLong = input.length > MAX_AI_INPUT_CHARS;
  const canSend = input.trim() !== '' && !state.waiting && !tooLong;

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [state.messages.length, state.streaming]);

  async function send(text: string) {
    if (text.trim() === '' || state.waiting || text.length > MAX_AI_INPUT_CHARS) return;
    const message = makeMessage('user', text.trim());
    dispatch({ type: 'send', message });
    setInput('');
    if (inputRef.current) inputRef.current.style.height = '';
    try {
      const reply = await streamTutorReply([...state.messages, message], language, (delta) =>
        dispatch({ type: 'delta', text: delta }),
      );
      dispatch({
        type: 'reply',
        message: makeMessage('ai', reply.response, { replyId: reply.replyId, source: reply.source }),
      });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'INTERNAL';
      const text =
        code === 'AI_QUOTA_EXCEEDED' || code === 'RATE_LIMITED' || code === 'NETWORK' || code === 'UNAUTHENTICATED'
          ? t(`errors.${code}`)
          : t('tutor.errorBubble');
      dispatch({
        type: 'fail',
        message: makeMessage('ai', text, { isError: true }),
        network: code === 'NETWORK',
      });
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void send(input);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends; Shift+Enter adds a newline.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send(input);
    }
  }

  function grow(element: HTMLTextAreaElement) {
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, INPUT_MAX_HEIGHT_PX)}px`;
  }

  return (
    <section className="chat card" aria-label={t('tutor.title')}>
      {state.connectionIssue !== 'none' && (
        <div className="alert alert-error chat-banner" role="alert" data-testid="connection-banner">
          <WifiOff size={18} aria-hidden />
          <div>
            <strong>{t('tutor.connectionIssue')}</strong>
            {state.connectionIssue === 'network' && <p>{t('tutor.networkHint')}</p>}
          </div>
        </div>
      )}
      <div className="chat-log" aria-live="polite" aria-busy={state.waiting} data-testid="chat-log">
        {state.messages.length === 0 && !state.waiting && (
          <div className="chat-empty">
            <p className="muted">{t('tutor.empty')}</p>
            <div className="chips">
              {CHIPS.map((chip) => (
                <button key={chip} type="button" className="chip" onClick={() => void send(t(`tutor.chips.${chip}`))}>
                  {t(`tutor.chips.${chip}`)}
                </button>
              ))}
            </div>
          </div>
        )}
        {state.messages.map((message) => (
          <Bubble
            key={message.id}
            message={message}
            onRate={(rating) => dispatch({ type: 'rate', id: message.id, rating })}
          />
        ))}
        {state.waiting && (
          <div className="bubble bubble-ai" data-testid="streaming">
            {state.streaming ? (
              <Markdown text={state.streaming} />
            ) : (
              <p className="muted typing">{t('tutor.thinking')}</p>
            )}
          </div>
        )}
        <div ref={endRef} />
      </div>
      <form className="chat-input" onSubmit={submit}>
        <label htmlFor="tutor-input" className="visually-hidden">
          {t('tutor.inputLabel')}
        </label>
        <textarea
          id="tutor-input"
          ref={inputRef}
          className="input"
          rows={1}
          value={input}
          placeholder={t('tutor.placeholder')}
          aria-invalid={tooLong || undefined}
          aria-describedby={tooLong ? 'tutor-too-long' : undefined}
          onChange={(e) => {
            setInput(e.target.value);
            grow(e.target);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="btn btn-primary send-btn" disabled={!canSend} aria-label={t('tutor.send')}>
          <SendHorizontal size={20} aria-hidden />
        </button>
        {state.messages.length > 0 && (
          <button
            type="button"
            className="btn btn-ghost new-chat"
            disabled={state.waiting}
            onClick={() => dispatch({ type: 'reset' })}
          >
            <RotateCcw size={16} aria-hidden />
            {t('tutor.newChat')}
          </button>
        )}
        {tooLong && (
          <p id="tutor-too-long" className="field-error">
            {t('tutor.tooLong', { max: MAX_AI_INPUT_CHARS })}
          </p>
        )}
      </form>
    </section>
  );
}

function Bubble({ message, onRate }: { message: RatedMessage; onRate(rating: 'up' | 'down' | null): void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  if (message.sender === 'user') {
    return (
      <div className="bubble bubble-user" data-testid="user-message">
        <span className="visually-hidden">{t('tutor.you')}: </span>
        {message.text}
      </div>
    );
  }

  function rate(value: 'up' | 'down') {
    const next = message.rating === value ? null : value;
    onRate(next);
    if (message.replyId) void sendFeedback(message.replyId, next).catch(() => onRate(message.rating ?? null));
  }

  return (
    <div className={`bubble bubble-ai${message.isError ? ' bubble-error' : ''}`} data-testid="ai-message">
      <span className="visually-hidden">{t('tutor.tutor')}: </span>
      {message.source === 'offline' && <span className="badge">{t('tutor.offlineBadge')}</span>}
      <Markdown text={message.text} />
      {!message.isError && (
        <div className="bubble-actions">
          <button
            type="button"
            className="icon-btn"
            aria-label={copied ? t('tutor.copied') : t('tutor.copy')}
            title={copied ? t('tutor.copied') : t('tutor.copy')}
            onClick={() => {
              void navigator.clipboard?.writeText(message.text).then(() => setCopied(true));
            }}
          >
            {copied ? <Check size={18} aria-hidden /> : <Copy size={18} aria-hidden />}
          </button>
          <button
            type="button"
            className="icon-btn"
            aria-label={t('tutor.thumbsUp')}
            aria-pressed={message.rating === 'up'}
            onClick={() => rate('up')}
          >
            <ThumbsUp size={18} aria-hidden />
          </button>
          <button
            type="button"
            className="icon-btn"
            aria-label={t('tutor.thumbsDown')}
            aria-pressed={message.rating === 'down'}
            onClick={() => rate('down')}
          >
            <ThumbsDown size={18} aria-hidden />
          </button>
        </div>
      )}
    </div>
  );
}
