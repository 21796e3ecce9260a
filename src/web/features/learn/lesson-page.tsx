/**
 * /learn/{topicId}: description, formula, explanation, examples, the lesson quiz, AI explanations for
 * signed-in students, back links, and the topic-not-found page. Texts are in the interface language; examples show
 * the English sentence with its translation (English alone in the English interface).
 */
import { ArrowLeft, RotateCcw } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { Link, useLocation, useParams } from 'react-router';
import type { Lesson } from '../../../domain/api/content-schema.ts';
import { useLanguage } from '../../i18n/language.tsx';
import { useSession } from '../../api/auth.ts';
import { AiExplanation } from './ai-explanation.tsx';
import { isNotFound, useLesson } from './api.ts';
import { LessonQuizCard } from './lesson-quiz-card.tsx';
import { PracticeActions } from './practice-actions.tsx';
import { lessonDataUrl, offlinePackUrl } from '../../offline/cache-names.ts';
import { DownloadButton } from '../../offline/download-button.tsx';

export default function LessonPage() {
  const { topicId = '' } = useParams();
  const { t } = useTranslation();
  const lesson = useLesson(topicId);
  const session = useSession();
  const signedIn = Boolean(session.data?.user);

  // A lesson opened from far down the topic list starts at its top (the router keeps the window's scroll).
  useEffect(() => {
    window.scrollTo?.({ top: 0 });
  }, [topicId]);

  if (lesson.data) return <LessonView key={topicId} lesson={lesson.data.lesson} signedIn={signedIn} />;
  if (lesson.isError && isNotFound(lesson.error)) return <TopicNotFound />;
  if (lesson.isError) {
    return (
      <div className="lesson-page">
        <BackLink />
        <div className="learn-state" role="alert" data-testid="lesson-error">
          <p>{t('learn.lesson.loadFailed')}</p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void lesson.refetch()}
            disabled={lesson.isFetching}
          >
            <RotateCcw size={18} aria-hidden />
            {t('common.retry')}
          </button>
        </div>
      </div>
    );
  }
  return <LessonSkeleton />;
}

/** /learn, with the search the student came from (the Learn button passes it along). */
function useTopicsPath(): string {
  const { path } = useLanguage();
  const state: unknown = useLocation().state;
  const search = typeof state === 'object' && state !== null && 'learnSearch' in state ? state.learnSearch : '';
  return path('/learn') + (typeof search === 'string' && search !== '' ? `?${search}` : '');
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link to={useTopicsPath()} className="learn-back">
      <ArrowLeft size={18} aria-hidden />
      {t('learn.lesson.back')}
    </Link>
  );
}

function LessonView({ lesson, signedIn }: { lesson: Lesson; signedIn: boolean }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const topicsPath = useTopicsPath();
  const paragraphs = lesson.explanation[language].split(/\n+/).filter((p) => p.trim() !== '');
  const formulas = lesson.formula.split(/\s+\|\s+/);

  return (
    <article className="lesson-page" data-testid="lesson" aria-labelledby="lesson-title">
      <BackLink />
      <header className="lesson-header">
        <h1 id="lesson-title">{lesson.title[language]}</h1>
        <p className="lesson-description">{lesson.description[language]}</p>
        {/* The lesson and its topic's questions (without keys), so the topic can be practised offline too. */}
        <DownloadButton urls={[lessonDataUrl(lesson.id), offlinePackUrl(lesson.slug)]} language={language} />
      </header>

      <section className="lesson-section" aria-labelledby="formula-title">
        <h2 id="formula-title">{t('learn.lesson.formula')}</h2>
        <ul className="lesson-formula" data-testid="formula">
          {formulas.map((formula) => (
            <li key={formula}>
              <code>{formula}</code>
            </li>
          ))}
        </ul>
        <AiExplanation
          testId="ai-formula"
          label={t('learn.ai.explainFormula')}
          signedIn={signedIn}
          request={{ task: 'formula', topicId: lesson.id, language }}
        />
      </section>

      <section className="lesson-section" aria-labelledby="explanation-title">
        <h2 id="explanation-title">{t('learn.lesson.explanation')}</h2>
        <div className="lesson-text" data-testid="explanation">
          {paragraphs.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </div>
        <AiExplanation
          testId="ai-topic"
          label={t('learn.ai.explainTopic')}
          signedIn={signedIn}
          request={{ task: 'topic', topicId: lesson.id, language }}
        />
      </section>

      <section className="lesson-section" aria-labelledby="examples-title">
        <h2 id="examples-title">{t('learn.lesson.examples')}</h2>
        <ul className="lesson-examples" data-testid="examples">
          {lesson.examples.map((example) => (
            <li key={example.en}>
              <span lang="en" className="example-en">
                {example.en}
              </span>
              {language !== 'en' && <span className="example-translation">{example[language]}</span>}
            </li>
          ))}
        </ul>
      </section>

      <section className="lesson-section" aria-labelledby="quiz-title">
        <h2 id="quiz-title">{t('learn.lesson.quiz')}</h2>
        <p className="muted">{t(signedIn ? 'learn.lesson.quizIntroSignedIn' : 'learn.lesson.quizIntro')}</p>
        {/* Signing in or out starts the quiz again: a run is either saved or only checked, never both. */}
        <LessonQuizCard key={signedIn ? 'student' : 'visitor'} lesson={lesson} signedIn={signedIn} />
      </section>

      <section className="lesson-section lesson-next" aria-labelledby="next-title">
        <h2 id="next-title">{t('learn.lesson.practiceTopic')}</h2>
        <p className="muted">{t('learn.lesson.practiceText')}</p>
        <PracticeActions slug={lesson.slug} signedIn={signedIn} label={t('learn.practice')} primary>
          <Link to={topicsPath} className="btn btn-secondary">
            <ArrowLeft size={18} aria-hidden />
            {t('learn.lesson.backToTopics')}
          </Link>
        </PracticeActions>
      </section>
    </article>
  );
}

function TopicNotFound() {
  const { t } = useTranslation();
  const { path } = useLanguage();
  return (
    <section className="center-page" aria-labelledby="topic-nf-title" data-testid="topic-not-found">
      <h1 id="topic-nf-title">{t('learn.lesson.notFoundTitle')}</h1>
      <p className="muted">{t('learn.lesson.notFoundText')}</p>
      <Link to={path('/learn')} className="btn btn-primary">
        <ArrowLeft size={18} aria-hidden />
        {t('learn.lesson.backToTopics')}
      </Link>
    </section>
  );
}

function LessonSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="lesson-page" aria-busy="true" data-testid="lesson-skeleton">
      <BackLink />
      <span className="visually-hidden" role="status">
        {t('common.loading')}
      </span>
      <div aria-hidden className="lesson-skeleton">
        <div className="skeleton learn-skeleton-heading" />
        <div className="skeleton learn-skeleton-line" />
        <div className="skeleton learn-skeleton-line short" />
        <div className="skeleton learn-skeleton-block" />
        <div className="skeleton learn-skeleton-block" />
      </div>
    </div>
  );
}
