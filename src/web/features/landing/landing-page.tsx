/** The landing page for signed-out visitors: hero, figures, locked-content banner, sign-up CTA. */
import { BookOpen, ChartLine, Lock, Target } from 'lucide-react';
import { useTranslation } from '../../i18n/i18n.ts';
import { Link } from 'react-router';
import { formatInteger, formatPercent } from '../../../domain/text/format-number.ts';
import { useSiteInfo } from '../../api/site.ts';
import { useLanguage } from '../../i18n/language.tsx';

export default function LandingPage() {
  const { t } = useTranslation();
  const { path, language } = useLanguage();
  const site = useSiteInfo();
  const landing = site.data?.landing;

  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div>
          <span className="eyebrow">{t('landing.eyebrow')}</span>
          <h1 id="hero-title">{t('landing.title')}</h1>
          <p className="hero-subtitle">{t('landing.subtitle')}</p>
          <div className="hero-actions">
            <Link to={path('/signup')} className="btn btn-primary">
              {t('landing.ctaSignUp')}
            </Link>
            <Link to={path('/learn')} className="btn btn-secondary">
              {t('landing.ctaLearn')}
            </Link>
            {
              <Link to={path('/practice')} className="btn btn-secondary">
                {t('landing.ctaPractice')}
              </Link>
            }
          </div>
        </div>
      </section>

      <section aria-label={t('landing.statsTitle')}>
        <ul className="stats" data-testid="landing-stats">
          <li className="stat">
            <strong>{landing ? formatPercent(landing.successRatePercent, language) : '—'}</strong>
            <span>{t('landing.statSuccess')}</span>
          </li>
          <li className="stat">
            <strong data-testid="question-count">
              {landing ? `${formatInteger(landing.questionCount, language)}+` : '—'}
            </strong>
            <span>{t('landing.statQuestions')}</span>
          </li>
          <li className="stat">
            <strong>{landing ? `${formatInteger(landing.studentsCount, language)}+` : '—'}</strong>
            <span>{t('landing.statStudents')}</span>
          </li>
        </ul>
      </section>

      <section className="locked-banner" aria-labelledby="locked-title">
        <Lock size={28} aria-hidden />
        <div>
          <h2 id="locked-title">{t('landing.lockedTitle')}</h2>
          <p>{t('landing.lockedText')}</p>
          <Link to={path('/signup')} className="btn btn-primary">
            {t('landing.ctaSignUp')}
          </Link>
        </div>
      </section>

      <section aria-labelledby="features-title">
        <h2 id="features-title">{t('landing.featuresTitle')}</h2>
        <ul className="features">
          <li className="card feature">
            <BookOpen size={28} aria-hidden />
            <h3>{t('landing.featureLessons')}</h3>
            <p className="muted">{t('landing.featureLessonsText')}</p>
          </li>
          <li className="card feature">
            <Target size={28} aria-hidden />
            <h3>{t('landing.featurePractice')}</h3>
            <p className="muted">{t('landing.featurePracticeText')}</p>
          </li>
          <li className="card feature">
            <ChartLine size={28} aria-hidden />
            <h3>{t('landing.featureProgress')}</h3>
            <p className="muted">{t('landing.featureProgressText')}</p>
          </li>
        </ul>
      </section>
    </>
  );
}
