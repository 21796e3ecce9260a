/** /support: the voluntary donation page; every value comes from content/site.json. */
import { Check, Coffee, Copy, CreditCard, ExternalLink, HeartHandshake } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { formatInteger } from '../../../domain/text/format-number.ts';
import { useSiteInfo } from '../../api/site.ts';
import { useLanguage } from '../../i18n/language.tsx';
import { Loader } from '../../ui/form-fields.tsx';

/** The copy button reads "copied" for 2 seconds. */
export const COPIED_FEEDBACK_MS = 2000;

export default function SupportPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const site = useSiteInfo();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  if (!site.data) return <Loader label={t('common.loading')} />;
  const support = site.data.support;
  const currency = support.currency;
  const n = (value: number) => formatInteger(value, language);
  const remaining = Math.max(0, support.monthlyGoal - support.raisedThisMonth);
  const percent = Math.min(100, Math.round((support.raisedThisMonth / support.monthlyGoal) * 100));

  return (
    <div className="page-medium support-page">
      <header className="page-header">
        <h1>
          <HeartHandshake size={28} aria-hidden className="tutor-icon" /> {t('support.title')}
        </h1>
        <p className="muted">{t('support.intro')}</p>
      </header>

      <section className="card" aria-labelledby="goal-title">
        <h2 id="goal-title">{t('support.goalTitle')}</h2>
        <p data-testid="goal-progress">
          {t('support.goalProgress', { raised: n(support.raisedThisMonth), goal: n(support.monthlyGoal), currency })}
        </p>
        <div
          className="progress-bar"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-label={t('support.goalTitle')}
        >
          <span style={{ width: `${percent}%` }} />
        </div>
        {/* An exceeded goal shows 0 remaining, then the thanks. */}
        <p className="support-remaining" data-testid="goal-remaining">
          {t('support.remaining', { amount: n(remaining), currency })}
        </p>
        {remaining === 0 && <p data-testid="goal-reached">{t('support.goalReached')}</p>}
      </section>

      <section className="card" aria-labelledby="card-title">
        <h2 id="card-title">
          <CreditCard size={22} aria-hidden /> {t('support.cardTitle')}
        </h2>
        <p className="muted">{t('support.cardLabel')}</p>
        <div className="card-number">
          <span data-testid="card-number">{support.cardNumber}</span>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() =>
              void navigator.clipboard?.writeText(support.cardNumber.replace(/\s/g, '')).then(() => setCopied(true))
            }
          >
            {copied ? <Check size={18} aria-hidden /> : <Copy size={18} aria-hidden />}
            <span aria-live="polite">{copied ? t('support.copied') : t('support.copy')}</span>
          </button>
        </div>
        <a className="btn btn-primary" href={support.moneyBoxUrl} rel="noopener noreferrer" target="_blank">
          {t('support.moneyBox')}
          <ExternalLink size={16} aria-hidden />
        </a>
      </section>

      <section className="card support-facts">
        <p data-testid="coffee">
          <Coffee size={20} aria-hidden />{' '}
          {t('support.coffee', { amount: n(support.coffeeAmount[language]), currency })}
        </p>
        <p>{t('support.whatItBuys', { cost: n(support.aiWeekCost), currency, students: n(support.aiWeekStudents) })}</p>
        <p>
          {t('support.tutorCompare', {
            min: n(support.privateTutorMonthly.min),
            max: n(support.privateTutorMonthly.max),
            currency,
          })}
        </p>
        <p className="muted">{t('support.thanks')}</p>
      </section>

      <section className="card">
        <p data-testid="advertise">
          <a href={`mailto:${site.data.contactEmail}`}>
            {t('support.advertise', { price: n(site.data.tutorPromo.advertisingPriceFrom) })}
          </a>
        </p>
      </section>
    </div>
  );
}
