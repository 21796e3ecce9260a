/**
 * The profile's time zone: a select of the IANA zones the browser knows, the app's default (Asia/Baku) first, each
 * labelled with its current UTC offset in the page's language. A change is saved at once, like the language.
 */
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { DEFAULT_TIME_ZONE } from '../../../domain/practice/calendar-day.ts';
import type { Language } from '../../../domain/language.ts';

/** The zones in the select: the default, then every zone the browser lists; the stored one even if it lists it not. */
export function timeZoneChoices(current: string, supported: readonly string[]): string[] {
  const rest = supported.filter((zone) => zone !== DEFAULT_TIME_ZONE);
  if (current !== DEFAULT_TIME_ZONE && !rest.includes(current)) rest.unshift(current);
  return [DEFAULT_TIME_ZONE, ...rest];
}

function supportedZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
}

function offsetOf(zone: string, language: Language, now: Date): string {
  try {
    const parts = new Intl.DateTimeFormat(language, { timeZone: zone, timeZoneName: 'shortOffset' }).formatToParts(now);
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

export function TimeZoneSelect({
  id,
  value,
  language,
  disabled,
  onChange,
}: {
  id: string;
  value: string;
  language: Language;
  disabled: boolean;
  onChange(zone: string): void;
}) {
  const { t } = useTranslation();
  const options = useMemo(() => {
    const now = new Date();
    return timeZoneChoices(value, supportedZones()).map((zone) => {
      const name = `${zone.replaceAll('_', ' ')} (${offsetOf(zone, language, now)})`;
      return { zone, label: zone === DEFAULT_TIME_ZONE ? t('profile.timeZoneDefault', { zone: name }) : name };
    });
  }, [value, language, t]);
  return (
    <select
      id={id}
      className="input"
      value={value}
      disabled={disabled}
      aria-describedby={`${id}-hint`}
      onChange={(e) => onChange(e.target.value)}
    >
      {options.map(({ zone, label }) => (
        <option key={zone} value={zone}>
          {label}
        </option>
      ))}
    </select>
  );
}
