/**
 * A mastery level as a small chip: four steps filled up to the level and the level in words, so it never rests on
 * colour alone. Shared by the dashboard's mastery map, the lesson cards of /learn and the practice menu's cards.
 */
import { useTranslation } from '../../i18n/i18n.ts';
import { MASTERY_LEVELS, type MasteryLevel } from '../../../domain/mastery/mastery-level.ts';

const STEPS = MASTERY_LEVELS.length - 1;

export function MasteryChip({ level }: { level: MasteryLevel }) {
  const { t } = useTranslation();
  const filled = MASTERY_LEVELS.indexOf(level);
  const name = t(`mastery.levels.${level}`);
  return (
    <span
      className="mastery-chip"
      data-level={level}
      data-testid="mastery-chip"
      role="img"
      aria-label={t('mastery.chipLabel', { level: name })}
    >
      <svg width="18" height="12" viewBox="0 0 18 12" aria-hidden focusable="false" className="mastery-steps">
        {Array.from({ length: STEPS }, (_, i) => (
          <rect key={i} x={i * 4.5} y={9 - i * 3} width="3" height={3 + i * 3} rx="1" data-on={i < filled} />
        ))}
      </svg>
      <span aria-hidden>{name}</span>
    </span>
  );
}
