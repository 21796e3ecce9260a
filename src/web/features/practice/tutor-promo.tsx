/** The private-tutor promo card on the results screen: shown after low scores, its urgency by score. */
import { Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { promoUrgency, showTutorPromo } from '../../../domain/practice/tutor-promo.ts';
import { formatDecimal, formatInteger } from '../../../domain/text/format-number.ts';
import { useSiteInfo } from '../../api/site.ts';
import { useLanguage } from '../../i18n/language.tsx';
import { pick } from '../../ui/localized.ts';

export function TutorPromo({ scorePercent }: { scorePercent: number }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const site = useSiteInfo();
  // One of the configured tutors, chosen once per results screen, so each gets seen.
  const [choice] = useState(() => Math.random());
  const promo = site.data?.tutorPromo;
  const tutor = promo?.tutors[Math.floor(choice * promo.tutors.length)];
  if (!promo || !tutor || !showTutorPromo(scorePercent, promo.alwaysShow)) return null;
  const urgency = promoUrgency(scorePercent);

  return (
    <aside className="card promo" data-testid="tutor-promo" data-urgency={urgency} aria-label={t('practice.promo.ad')}>
      <p className="tag">{t('practice.promo.ad')}</p>
      <h2>{t('practice.promo.title')}</h2>
      <p className="promo-urgency" data-testid="promo-urgency">
        {t(`practice.promo.urgency.${urgency}`)}
      </p>
      <div className="promo-head">
        {tutor.photo ? (
          <img className="promo-photo" src={tutor.photo} alt="" width={64} height={64} loading="lazy" />
        ) : (
          <span className="promo-photo" aria-hidden>
            {tutor.name.slice(0, 1)}
          </span>
        )}
        <div>
          <p style={{ margin: 0, fontWeight: 700 }}>{tutor.name}</p>
          <p className="muted" style={{ margin: 0 }}>
            {pick(tutor.title, language)}
          </p>
          <p className="muted" style={{ margin: 0 }}>
            <Star size={14} aria-hidden />{' '}
            {t('practice.promo.rating', { rating: formatDecimal(tutor.rating, language) })} · {tutor.topStat.value}{' '}
            {pick(tutor.topStat.label, language)} · {tutor.platform}
          </p>
        </div>
      </div>
      <p>{pick(tutor.context, language)}</p>
      <p style={{ fontWeight: 700 }}>
        {t('practice.promo.rate', { rate: formatInteger(tutor.monthlyRate, language) })}
      </p>
      <a className="btn btn-secondary" href={tutor.contactUrl} rel="noopener noreferrer sponsored" target="_blank">
        {t('practice.promo.contact')}
      </a>
    </aside>
  );
}
