/**
 * A topic on /learn: a card that expands on click (and collapses on a second click) to show Learn and Practice
 *. The title is a button inside a heading (the disclosure pattern); the whole card is its
 * click target.
 */
import { BookOpen, ChevronDown } from 'lucide-react';
import { useTranslation } from '../../i18n/i18n.ts';
import { Link } from 'react-router';
import type { TopicSummary } from '../../../domain/api/content-schema.ts';
import type { MasteryLevel } from '../../../domain/mastery/mastery-level.ts';
import { useLanguage } from '../../i18n/language.tsx';
import { MasteryChip } from '../../ui/mastery/mastery-chip.tsx';
import { PracticeActions } from './practice-actions.tsx';

interface Props {
  topic: TopicSummary;
  expanded: boolean;
  onToggle(): void;
  signedIn: boolean;
  /** The search of /learn (`?q=…`), carried to the lesson so its back links return to the same results. */
  search: string;
  /**
   * Signed in: the student's level on the topic, or 'loading' while it comes (the chip's row is reserved, so the
   * card keeps its height). Signed out: undefined, no row.
   */
  mastery?: MasteryLevel | 'loading';
}

export function TopicCard({ topic, expanded, onToggle, signedIn, search, mastery }: Props) {
  const { t } = useTranslation();
  const { language, path } = useLanguage();
  const panelId = `topic-panel-${topic.id}`;

  return (
    <li className="topic-card" data-expanded={expanded} data-testid="topic-card" data-topic={topic.id}>
      <h2 className="topic-heading">
        <button
          type="button"
          className="topic-toggle"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span>{topic.title[language]}</span>
          <ChevronDown size={20} aria-hidden className="topic-chevron" />
        </button>
      </h2>
      <p className="topic-description">{topic.description[language]}</p>
      {mastery !== undefined && (
        <p className="topic-mastery">
          {mastery === 'loading' ? (
            <span className="skeleton topic-mastery-skeleton" />
          ) : (
            <MasteryChip level={mastery} />
          )}
        </p>
      )}
      <div id={panelId} className="topic-panel" hidden={!expanded}>
        {expanded && (
          <PracticeActions slug={topic.slug} signedIn={signedIn} label={t('learn.practice')}>
            <Link to={path(`/learn/${topic.id}`)} state={{ learnSearch: search }} className="btn btn-primary">
              <BookOpen size={18} aria-hidden />
              {t('learn.learn')}
            </Link>
          </PracticeActions>
        )}
      </div>
    </li>
  );
}
