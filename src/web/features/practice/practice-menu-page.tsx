/**
 * /practice: the practice menu, grouped by section: mock exams first, then grammar, listening and reading, each group
 * shuffled once per visit. Signed in, every card shows the student's mastery of its area (a grammar topic, or the
 * listening or reading section) and the card's best score.
 */
import { Lock, Search, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { Link, useNavigate } from 'react-router';
import type { MenuItem, QuizKind } from '../../../domain/api/practice-schema.ts';
import type { StandingResponse } from '../../../domain/api/standing-schema.ts';
import { formatPercent } from '../../../domain/text/format-number.ts';
import { isTap } from '../../../domain/practice/tap.ts';
import { foldForSearch } from '../../../domain/text/fold-for-search.ts';
import { errorCodeOf } from '../../api/client.ts';
import { useLanguage } from '../../i18n/language.tsx';
import { pick } from '../../ui/localized.ts';
import { seededShuffle, shuffleSeed } from '../../ui/shuffle.ts';
import { useSession } from '../../api/auth.ts';
import { useStanding } from '../../api/standing.ts';
import { MasteryChip } from '../../ui/mastery/mastery-chip.tsx';
import { SuggestionCard } from '../../ui/suggestion/suggestion-card.tsx';
import { forgetAllAttempts, useMenu } from './api.ts';

/** How long after a touch that was not a tap its click is ignored (the browser sends it right after the touch). */
const REJECTED_TAP_CLICK_MS = 600;

const FILTERS = ['all', 'grammar', 'listening', 'reading'] as const;
type Filter = (typeof FILTERS)[number];

/** The menu's groups, in the order they are shown. */
const GROUPS: readonly QuizKind[] = ['mock_exam', 'grammar', 'listening', 'reading'];

/**
 * The icon of each kind, drawn by CSS (practice.css, `quiz-icon-*`) rather than as inline SVG: the menu repeats it in
 * every one of about a hundred cards, and its copies were most of the page's markup (about 80 of 130 KB) and a
 * quarter of its elements, all parsed, laid out and hydrated before the page answers.
 */
const ICONS: Record<QuizKind, string> = {
  mock_exam: 'quiz-icon quiz-icon-graduation-cap',
  grammar: 'quiz-icon quiz-icon-book-open-check',
  listening: 'quiz-icon quiz-icon-headphones',
  reading: 'quiz-icon quiz-icon-book-open-check',
};

export default function PracticeMenuPage() {
  const { t } = useTranslation();
  const { language, path } = useLanguage();
  const navigate = useNavigate();
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  const menu = useMenu();
  const standing = useStanding(signedIn);
  const [filter, setFilter] = useState<Filter>('all');
  const [query, setQuery] = useState('');
  const [overlay, setOverlay] = useState(false);
  // A route without a topic resets the session: reopening a quiz from here starts a fresh attempt.
  useEffect(() => forgetAllAttempts(), []);
  // Mock exams first (classic, then new), the other groups each shuffled once per visit.
  const [seed] = useState(shuffleSeed);
  const ordered = useMemo(() => {
    const items = menu.data?.items ?? [];
    const mocks = items.filter((i) => i.type === 'mock_exam').sort((a) => (a.model === 'classic' ? -1 : 1));
    return [
      ...mocks,
      ...GROUPS.filter((g) => g !== 'mock_exam').flatMap((g) =>
        seededShuffle(
          items.filter((i) => i.type === g),
          seed,
        ),
      ),
    ];
  }, [menu.data, seed]);

  const title = (item: MenuItem) =>
    item.type === 'mock_exam'
      ? t(item.model === 'new' ? 'practice.mockNewTitle' : 'practice.mockClassicTitle')
      : pick(item.title, language);
  const details = (item: MenuItem) =>
    item.type === 'mock_exam'
      ? t(item.model === 'new' ? 'practice.mockNewDetails' : 'practice.mockClassicDetails')
      : pick(item.details, language);

  const visible = ordered.filter((item) => {
    if (filter !== 'all' && item.type !== filter) return false;
    const q = foldForSearch(query);
    if (!q) return true;
    const haystack = [title(item), details(item), t(`practice.types.${item.type}`), item.type];
    if (typeof item.title !== 'string') haystack.push(item.title.en, item.title.az, item.title.ru);
    return haystack.some((text) => foldForSearch(text).includes(q));
  });

  // The tap rule (src/domain/practice/tap.ts) tells a tap from a scroll or a long press on a touch screen (or with a
  // pen); the click that follows a press that was not a tap is ignored. Any other click opens the card: a mouse, Enter
  // or Space on the focused card, or a screen reader's click, which comes with no pointer events at all.
  const press = useRef<{ x: number; y: number; at: number } | undefined>(undefined);
  const ignoreClicksUntil = useRef(0);
  function onPointerDown(event: PointerEvent) {
    press.current =
      event.pointerType === 'mouse' ? undefined : { x: event.clientX, y: event.clientY, at: event.timeStamp };
  }
  function onPointerUp(event: PointerEvent) {
    const start = press.current;
    press.current = undefined;
    if (!start) return;
    const moved = Math.hypot(event.clientX - start.x, event.clientY - start.y);
    ignoreClicksUntil.current = isTap(event.timeStamp - start.at, moved) ? 0 : event.timeStamp + REJECTED_TAP_CLICK_MS;
  }
  function onClick(event: MouseEvent, item: MenuItem) {
    if (event.timeStamp < ignoreClicksUntil.current) return;
    open(item);
  }
  function open(item: MenuItem) {
    if (!signedIn) return setOverlay(true);
    void navigate(path(`/practice/${item.slug}`));
  }

  return (
    <div className="practice-page">
      <header className="page-header">
        <h1>{t('practice.menuTitle')}</h1>
        <p className="muted">{t('practice.menuSubtitle')}</p>
      </header>

      {/* The AI-suggested quiz, for signed-in students only. */}
      {signedIn && <SuggestionCard />}

      <div className="toolbar">
        <div className="filters" role="group" aria-label={t('practice.filters.label')}>
          {FILTERS.map((f) => (
            <button key={f} type="button" className="filter" aria-pressed={filter === f} onClick={() => setFilter(f)}>
              {t(`practice.filters.${f}`)}
            </button>
          ))}
        </div>
        <div className="search">
          <Search size={18} aria-hidden />
          <label htmlFor="practice-search" className="visually-hidden">
            {t('practice.searchLabel')}
          </label>
          <input
            id="practice-search"
            type="search"
            className="input"
            value={query}
            placeholder={t('practice.searchPlaceholder')}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
      </div>

      {menu.isPending ? (
        <ul className="quiz-grid" aria-busy="true" aria-label={t('common.loading')}>
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i} className="quiz-card skeleton-card">
              <div className="skeleton" style={{ width: '40%', height: 14 }} />
              <div className="skeleton" style={{ width: '80%', height: 22 }} />
              <div className="skeleton" style={{ width: '95%', height: 14 }} />
            </li>
          ))}
        </ul>
      ) : menu.isError ? (
        <div className="card center-page" role="alert">
          {/* The reason in the interface language (the server sends a code, not English). */}
          <p>{t('practice.loadFailed', { message: t(`errors.${errorCodeOf(menu.error)}`) })}</p>
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            {t('practice.retry')}
          </button>
        </div>
      ) : ordered.length === 0 ? (
        <p className="card center-page">{t('practice.noData')}</p>
      ) : visible.length === 0 ? (
        <div className="card center-page">
          <p>{t('practice.noResults')}</p>
          <button type="button" className="btn btn-secondary" onClick={() => setQuery('')}>
            {t('practice.clearSearch')}
          </button>
        </div>
      ) : (
        <div className="quiz-groups" data-testid="quiz-grid">
          {GROUPS.map((group) => {
            const items = visible.filter((item) => item.type === group);
            if (items.length === 0) return null;
            return (
              <section key={group} className="quiz-group" aria-labelledby={`quiz-group-${group}`}>
                <h2 id={`quiz-group-${group}`} className="quiz-group-title">
                  {t(`practice.groups.${group}`)}
                </h2>
                <ul className="quiz-grid">
                  {items.map((item) => {
                    return (
                      <li key={item.key}>
                        <button
                          type="button"
                          className={`quiz-card quiz-card-${item.type}`}
                          data-testid="quiz-card"
                          data-kind={item.type}
                          onPointerDown={onPointerDown}
                          onPointerUp={onPointerUp}
                          onPointerCancel={() => {
                            press.current = undefined;
                          }}
                          onClick={(e) => onClick(e, item)}
                        >
                          <span className="quiz-type">
                            <span className={ICONS[item.type]} aria-hidden />
                            {t(`practice.types.${item.type}`)}
                            {item.difficulty && <span className="level">{item.difficulty}</span>}
                          </span>
                          <span className="quiz-title">{title(item)}</span>
                          <span className="quiz-details">{details(item)}</span>
                          {signedIn && !standing.isError && <CardStanding item={item} standing={standing.data} />}
                          <span className="quiz-footer">
                            <span>{t('practice.questionCount', { count: item.questionCount })}</span>
                            <span className="quiz-start">
                              {!signedIn && <span className="quiz-icon quiz-icon-lock" aria-hidden />}
                              {t('practice.start')}
                            </span>
                          </span>
                        </button>
                      </li>
                    );
                  })}
                </ul>
              </section>
            );
          })}
        </div>
      )}

      {overlay && (
        <div
          className="overlay"
          role="dialog"
          aria-modal="true"
          aria-labelledby="locked-title"
          data-testid="sign-in-overlay"
        >
          <div className="card overlay-card">
            <button
              type="button"
              className="icon-btn overlay-close"
              aria-label={t('practice.close')}
              onClick={() => setOverlay(false)}
            >
              <X size={20} aria-hidden />
            </button>
            <Lock size={32} aria-hidden className="tutor-icon" />
            <h2 id="locked-title">{t('practice.lockedTitle')}</h2>
            <p className="muted">{t('practice.lockedText')}</p>
            <div className="hero-actions" style={{ justifyContent: 'center' }}>
              <Link to={path('/signin')} className="btn btn-primary">
                {t('nav.signIn')}
              </Link>
              <Link to={path('/signup')} className="btn btn-secondary">
                {t('nav.signUp')}
              </Link>
            </div>
          </div>
        </div>
      )}
    </div>
  );
}

/** The mastery area a card practises: its grammar topic, or the listening or reading section; none for mock exams. */
function areaOf(item: MenuItem): string | undefined {
  if (item.type === 'grammar') return item.id;
  if (item.type === 'listening' || item.type === 'reading') return item.type;
  return undefined;
}

/**
 * The card's mastery chip and best score. Its row is there from the first render (a skeleton while the standing
 * loads), so the grid does not move when the numbers arrive.
 */
function CardStanding({ item, standing }: { item: MenuItem; standing: StandingResponse | undefined }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  if (!standing)
    return (
      <span className="quiz-standing" aria-hidden>
        <span className="skeleton quiz-standing-skeleton" />
      </span>
    );
  const area = areaOf(item);
  const level =
    area === undefined ? undefined : (standing.mastery.find((m) => m.area === area)?.level ?? 'not_started');
  const best = standing.bestScores[item.slug];
  return (
    <span className="quiz-standing" data-testid="quiz-standing">
      {level && <MasteryChip level={level} />}
      <span className="quiz-best" data-testid="best-score">
        {best === undefined
          ? t('practice.noBestScore')
          : t('practice.bestScore', { score: formatPercent(best, language) })}
      </span>
    </span>
  );
}
