/**
 * The start screen of a mock exam: what it holds (sections and tasks), the time, how the listening is played, how
 * the score is computed and what happens when the time is up. The attempt is created only by Start; the clock can
 * be switched off here, before it begins.
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import type { ExamModel } from '../../../domain/api/practice-schema.ts';
import { CLASSIC_MOCK, NEW_MOCK } from '../../../domain/practice/assemble-mock.ts';
import { useSiteInfo } from '../../api/site.ts';

/** The paragraph's minimum in the new model (the writing prompts ask for at least 100 words). */
const PARAGRAPH_WORDS = 100;

export function MockStart({
  model,
  starting,
  onStart,
}: {
  model: ExamModel;
  starting: boolean;
  onStart(timed: boolean): void;
}) {
  const { t } = useTranslation();
  const site = useSiteInfo();
  const minutes = site.data?.exam.minutes ?? 60;
  const plays = site.data?.exam.listeningPlays ?? 2;
  const [timed, setTimed] = useState(true);
  const sections =
    model === 'classic'
      ? [
          {
            name: t('practice.sections.Listening'),
            count: CLASSIC_MOCK.listeningMc + CLASSIC_MOCK.listeningOpen,
            detail: t('practice.exam.mixedTasks', { mc: CLASSIC_MOCK.listeningMc, open: CLASSIC_MOCK.listeningOpen }),
          },
          { name: t('practice.sections.Grammar'), count: CLASSIC_MOCK.grammar },
          {
            name: t('practice.sections.Reading'),
            count: CLASSIC_MOCK.readingMc + CLASSIC_MOCK.readingOpen,
            detail: t('practice.exam.mixedTasks', { mc: CLASSIC_MOCK.readingMc, open: CLASSIC_MOCK.readingOpen }),
          },
        ]
      : [
          { name: t('practice.sections.Listening'), count: NEW_MOCK.listeningMc },
          { name: t('practice.sections.Grammar'), count: NEW_MOCK.grammar },
          {
            name: t('practice.sections.Reading'),
            count: NEW_MOCK.readingTexts * NEW_MOCK.readingMc,
            detail: t('practice.exam.readingTexts', { texts: NEW_MOCK.readingTexts, mc: NEW_MOCK.readingMc }),
          },
          {
            name: t('practice.sections.Writing'),
            count: 1,
            detail: t('practice.exam.writingTask', { min: PARAGRAPH_WORDS }),
          },
        ];

  return (
    <section className="card mock-start" data-testid="mock-start" aria-labelledby="mock-start-title">
      <h2 id="mock-start-title">{t('practice.exam.startTitle')}</h2>
      <p className="muted">{t('practice.exam.startLead')}</p>
      <h3>{t('practice.exam.sectionsTitle')}</h3>
      <ul className="mock-start-sections" data-testid="mock-sections">
        {sections.map((s) => (
          <li key={s.name}>
            <strong>{s.name}</strong> · {t('practice.exam.tasks', { count: s.count })}
            {s.detail && <span className="muted"> ({s.detail})</span>}
          </li>
        ))}
      </ul>
      <h3>{t('practice.exam.timeTitle')}</h3>
      <p data-testid="mock-time">
        <strong>{t('practice.exam.minutes', { count: minutes })}.</strong> {t('practice.exam.timeText')}{' '}
        {t('practice.exam.timeUpText')}
      </p>
      <h3>{t('practice.exam.listeningTitle')}</h3>
      <p>{t('practice.exam.plays', { count: plays })}</p>
      <h3>{t('practice.exam.scoreTitle')}</h3>
      <p>{model === 'classic' ? t('practice.exam.scoreClassic') : t('practice.exam.scoreNew')}</p>
      <label className="mock-start-clock">
        <input
          type="checkbox"
          checked={timed}
          onChange={(e) => setTimed(e.target.checked)}
          data-testid="clock-toggle"
        />
        {t('practice.exam.clockToggle', { minutes })}
      </label>
      {!timed && <p className="muted">{t('practice.exam.noClockText')}</p>}
      <button
        type="button"
        className="btn btn-primary mock-start-button"
        disabled={starting}
        onClick={() => onStart(timed)}
        data-testid="mock-start-button"
      >
        {starting ? t('practice.exam.starting') : t('practice.exam.start')}
      </button>
    </section>
  );
}
