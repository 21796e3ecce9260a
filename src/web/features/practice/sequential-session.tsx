/**
 * Listening, reading and the mock exams: one question at a time with a progress bar, a navigator grid, Previous /
 * Next / Finish Quiz and free navigation. Mock exams give no feedback until Finish.
 */
import { ChevronLeft, ChevronRight, Flag } from 'lucide-react';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import type { SessionResponse } from '../../../domain/api/practice-schema.ts';
import { countWords } from '../../../domain/text/count-words.ts';
import { useLanguage } from '../../i18n/language.tsx';
import { pick } from '../../ui/localized.ts';
import { AudioPlayer } from '../../ui/audio-player.tsx';
import { ExamClock } from './exam-clock.tsx';
import { HallAudio } from './hall-audio.tsx';
import { FailedSave, UnsavedAnswers } from '../../answering/failed-save.tsx';
import { QuestionOptions } from '../../answering/question-options.tsx';
import { useAnswers } from '../../answering/use-answers.ts';
import { postAnswer, putWriting, sessionAnswerTarget } from './api.ts';
import { SaveStatus } from './save-status.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { DownloadButton } from '../../offline/download-button.tsx';
import { PassageParagraphs } from '../../ui/passage-paragraphs.tsx';

const positionKey = (attemptId: string) => `imtahan.position.${attemptId}`;

export function SequentialSession({ session, onFinish }: { session: SessionResponse; onFinish(): void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { answers, failing, failed, pendingCount, rejected, save, retry, retryAll, settled } = useAnswers({
    id: session.attemptId,
    initial: session.answers,
    send: postAnswer,
    target: sessionAnswerTarget(session.attemptId),
  });
  // Answers that failed several saves, by question number (Finish waits for them and lists them).
  const failedNumbers = session.questions.filter((q) => failed.includes(q.id)).map((q) => q.number);
  const steps = session.questions.length + (session.writing ? 1 : 0);
  const [index, setIndex] = useState(() => {
    const saved = Number(sessionStorage.getItem(positionKey(session.attemptId)));
    return Number.isInteger(saved) && saved >= 0 && saved < steps ? saved : 0;
  });
  // Open answers typed and not saved yet, so moving to another question and back keeps them.
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [writing, setWriting] = useState(session.writingText ?? '');
  const [writingSaveFailed, setWritingSaveFailed] = useState(false);
  const [confirming, setConfirming] = useState(false);

  // On a phone (≤ 768 px) a reading passage and its question are two tabs; each keeps its own scroll position,
  // kept as where the panel's top sat on the screen (the navbar shrinks once the page scrolls, so the window's
  // offset alone would land a few lines off). A panel never shown yet starts at the top of the page.
  const [readingTab, setReadingTab] = useState<'passage' | 'question'>('question');
  const tabTop = useRef<Partial<Record<'passage' | 'question', number>>>({});
  const restoring = useRef(false);
  const panelOf = (tab: 'passage' | 'question') => document.getElementById(`panel-${tab}`);
  const switchTab = (tab: 'passage' | 'question') => {
    if (tab === readingTab) return;
    const top = panelOf(readingTab)?.getBoundingClientRect().top;
    if (top !== undefined) tabTop.current[readingTab] = top;
    restoring.current = true;
    setReadingTab(tab);
  };
  useLayoutEffect(() => {
    if (!restoring.current) return;
    restoring.current = false;
    const saved = tabTop.current[readingTab];
    const place = () => {
      const panel = panelOf(readingTab);
      if (saved === undefined || !panel) window.scrollTo?.({ top: 0 });
      else window.scrollBy?.({ top: panel.getBoundingClientRect().top - saved });
    };
    place();
    // Once more after the navbar has settled to the new scroll position.
    requestAnimationFrame(() => requestAnimationFrame(place));
  }, [readingTab]);

  const go = (next: number) => {
    const clamped = Math.max(0, Math.min(steps - 1, next));
    setIndex(clamped);
    setConfirming(false);
    sessionStorage.setItem(positionKey(session.attemptId), String(clamped));
    // A new question starts at the top, shown on its tab; the passage tab keeps its place.
    if (readingTab === 'passage') {
      const top = panelOf('passage')?.getBoundingClientRect().top;
      if (top !== undefined) tabTop.current.passage = top;
    }
    delete tabTop.current.question;
    setReadingTab('question');
    window.scrollTo?.({ top: 0 });
  };

  const question = session.questions[index];
  const onWritingStep = !question && Boolean(session.writing);
  // The paragraph is the last task, numbered after the questions (1–26 in the new model).
  const writingNumber = (session.questions.at(-1)?.number ?? 0) + 1;
  const answeredCount =
    session.questions.filter((q) => answers[q.id]?.answer).length +
    (session.writing && countWords(writing) > 0 ? 1 : 0);
  // Listening and reading: an open answer typed but never saved with 'Save answer' is saved at Finish, not lost.
  const typedOnly = session.questions.filter((q) => !answers[q.id] && (drafts[q.id] ?? '').trim() !== '');
  const unanswered = steps - answeredCount - typedOnly.length;
  const words = countWords(writing);
  // A paragraph under the minimum can still be submitted, after a warning; it is scored by the rubric.
  const shortParagraph = session.writing !== undefined && words > 0 && words < session.writing.minWords;
  const isLast = index === steps - 1;
  const listening =
    question?.section === 'Listening'
      ? (session.listening.find((l) => l.id === question.passageId) ?? session.listening[0])
      : undefined;
  const reading =
    question?.section === 'Reading' ? session.reading.find((r) => r.id === question.passageId) : undefined;

  async function saveWriting(text: string) {
    try {
      await putWriting(session.attemptId, text);
      setWritingSaveFailed(false);
    } catch {
      setWritingSaveFailed(true);
    }
  }

  // At zero the answers so far are submitted, without the confirmation (the server finishes the exam anyway).
  const latest = useRef({ writing, typedOnly, drafts, onFinish });
  useLayoutEffect(() => {
    latest.current = { writing, typedOnly, drafts, onFinish };
  });
  const timeUp = useCallback(() => {
    const now = latest.current;
    void (async () => {
      if (session.writing) await saveWriting(now.writing);
      for (const q of now.typedOnly) save(q.id, (now.drafts[q.id] ?? '').trim());
      await settled();
      now.onFinish();
    })();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reads the latest state through the ref
  }, []);
  const exam = session.exam;

  async function finish() {
    if ((unanswered > 0 || shortParagraph) && !confirming) return setConfirming(true);
    if (session.writing) await saveWriting(writing);
    for (const q of typedOnly) save(q.id, (drafts[q.id] ?? '').trim());
    // Every answer must be on the server before it grades the attempt; one that keeps failing is listed with a
    // button to send it again (UnsavedAnswers).
    if (await settled()) onFinish();
  }

  return (
    <div className="sequential">
      <SaveStatus
        kind={session.kind}
        failing={failing || writingSaveFailed}
        pendingCount={pendingCount}
        refused={rejected}
      />
      {exam?.deadline && <ExamClock exam={{ ...exam, deadline: exam.deadline }} onTimeUp={timeUp} />}
      <div className="progress" data-testid="progress">
        <p className="progress-label">{t('practice.progress', { n: index + 1, m: steps })}</p>
        <ProgressBar value={index + 1} max={steps} label={t('practice.progress', { n: index + 1, m: steps })} />
      </div>

      <div className={`session-body${reading ? ' with-passage' : ''}`}>
        {listening && (
          <div className="listening-audio">
            {exam ? (
              <HallAudio
                key={listening.id}
                attemptId={session.attemptId}
                listeningId={listening.id}
                src={listening.audioUrl}
                fallbackSrc={listening.fallbackAudioUrl}
                title={listening.title}
                plays={exam.listeningPlays}
              />
            ) : (
              <>
                <AudioPlayer
                  key={listening.id}
                  src={listening.audioUrl}
                  fallbackSrc={listening.fallbackAudioUrl}
                  title={listening.title}
                />
                <DownloadButton
                  urls={[playableAudio(listening.audioUrl, listening.fallbackAudioUrl)]}
                  language={language}
                />
              </>
            )}
          </div>
        )}
        {reading && (
          <div className="passage-tabs" role="tablist" aria-label={t('practice.passageTabs')}>
            {(['passage', 'question'] as const).map((tab) => (
              <button
                key={tab}
                type="button"
                role="tab"
                id={`tab-${tab}`}
                aria-selected={readingTab === tab}
                aria-controls={tab === 'passage' ? 'panel-passage' : `panel-question`}
                className="passage-tab"
                data-testid={`tab-${tab}`}
                onClick={() => switchTab(tab)}
              >
                {tab === 'passage' ? t('practice.passage') : t('practice.questionTab', { n: question?.number ?? '' })}
              </button>
            ))}
          </div>
        )}
        {reading && (
          <article
            className="card passage"
            id="panel-passage"
            aria-label={t('practice.passage')}
            data-testid="passage"
            data-tab-active={readingTab === 'passage'}
          >
            {/* The page's heading already names a reading session's text; a mock exam's passage needs its own. */}
            {reading.title !== pick(session.title, language) && <h2>{reading.title}</h2>}
            <PassageParagraphs paragraphs={reading.paragraphs} />
          </article>
        )}

        {question && (
          <section
            className="card question-card"
            id="panel-question"
            data-testid="question"
            aria-labelledby={`q-${question.id}`}
            data-tab-active={!reading || readingTab === 'question'}
          >
            <p className="question-meta">
              <span className="tag">{t(`practice.sections.${question.section}`)}</span>
              <span className="question-number">{question.number}</span>
            </p>
            <p className="question-text" id={`q-${question.id}`}>
              {question.question}
            </p>
            <QuestionOptions
              key={question.id}
              question={question}
              state={answers[question.id]}
              locked={session.immediateFeedback && Boolean(answers[question.id])}
              showFeedback={session.immediateFeedback}
              openMode={session.immediateFeedback ? 'save' : 'draft'}
              onAnswer={(answer) => save(question.id, answer)}
              draft={drafts[question.id]}
              onDraftChange={(text) => setDrafts((d) => ({ ...d, [question.id]: text }))}
            />
            {answers[question.id]?.failed && <FailedSave onRetry={() => retry(question.id)} />}
          </section>
        )}

        {onWritingStep && session.writing && (
          <section className="card question-card" data-testid="writing" aria-labelledby="writing-title">
            <p className="question-meta">
              <span className="tag">{t('practice.sections.Writing')}</span>
              <span className="question-number">{writingNumber}</span>
            </p>
            <h2 id="writing-title">{pick(session.writing.topic, language)}</h2>
            <p>{pick(session.writing.instructions, language)}</p>
            <details className="rubric" data-testid="rubric">
              <summary>{t('practice.rubricTitle', { count: session.writing.rubric.maxScore })}</summary>
              {session.writing.rubric.criteria.map((criterion) => (
                <section key={criterion.id}>
                  <h3>
                    {pick(criterion.name, language)} · {t('practice.rubricPoints', { count: criterion.maxPoints })}
                  </h3>
                  <ol start={0}>
                    {criterion.levels.map((level, points) => (
                      <li key={points} value={points}>
                        {pick(level, language)}
                      </li>
                    ))}
                  </ol>
                </section>
              ))}
            </details>
            <label htmlFor="writing-text" className="visually-hidden">
              {t('practice.writingLabel')}
            </label>
            <textarea
              id="writing-text"
              className="input writing-input"
              value={writing}
              rows={10}
              onChange={(e) => {
                setWriting(e.target.value);
                setConfirming(false);
              }}
              onBlur={() => void saveWriting(writing)}
            />
            <p
              className={`word-count${countWords(writing) >= session.writing.minWords ? ' enough' : ''}`}
              aria-live="polite"
            >
              {t('practice.wordCount', { count: countWords(writing) })} ·{' '}
              {t('practice.wordTarget', { min: session.writing.minWords })}
            </p>
          </section>
        )}
      </div>

      <nav className="navigator card" aria-label={t('practice.navigator')}>
        <p className="muted">{t('practice.answeredCount', { x: answeredCount, total: steps })}</p>
        <ol className="navigator-grid">
          {Array.from({ length: steps }, (_, i) => {
            const q = session.questions[i];
            const answered = q ? Boolean(answers[q.id]?.answer) : countWords(writing) > 0;
            const status =
              i === index
                ? t('practice.navCurrent')
                : answered
                  ? t('practice.navAnswered')
                  : t('practice.navUnanswered');
            return (
              <li key={i}>
                <button
                  type="button"
                  className="nav-cell"
                  data-state={i === index ? 'current' : answered ? 'answered' : 'unanswered'}
                  aria-current={i === index ? 'step' : undefined}
                  aria-label={`${q ? q.number : writingNumber}: ${status}`}
                  onClick={() => go(i)}
                >
                  {q ? q.number : writingNumber}
                </button>
              </li>
            );
          })}
        </ol>
      </nav>

      <div className="session-bar">
        <UnsavedAnswers numbers={failedNumbers} onRetry={retryAll} />
        {confirming && (
          <p className="alert alert-error confirm" role="alert" data-testid="finish-confirm">
            {shortParagraph && `${t('practice.writingShort', { count: words, min: session.writing?.minWords })} `}
            {unanswered > 0 ? t('practice.finishConfirm', { count: unanswered }) : t('practice.finishAnyway')}
          </p>
        )}
        <div className="session-bar-buttons">
          <button type="button" className="btn btn-secondary" disabled={index === 0} onClick={() => go(index - 1)}>
            <ChevronLeft size={18} aria-hidden />
            {t('practice.previous')}
          </button>
          {isLast ? (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void finish()}
              disabled={pendingCount > 0 && failing}
            >
              <Flag size={18} aria-hidden />
              {t('practice.finish')}
            </button>
          ) : (
            <button type="button" className="btn btn-primary" onClick={() => go(index + 1)}>
              {t('practice.next')}
              <ChevronRight size={18} aria-hidden />
            </button>
          )}
        </div>
      </div>
    </div>
  );
}

/** The file this browser plays (Opus, else the MP3 copy), so a download for offline keeps the one it needs. */
function playableAudio(opus: string, mp3: string | undefined): string {
  if (!mp3 || typeof document === 'undefined') return opus;
  return document.createElement('audio').canPlayType('audio/ogg; codecs=opus') ? opus : mp3;
}
