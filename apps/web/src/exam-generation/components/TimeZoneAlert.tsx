import { DEFAULT_TIME_ZONE } from '@mizan/domain/reserve-exam';
import { Alert } from '@mizan/ui';
import { useTranslation } from 'react-i18next';

/**
 * The university's zone (the `university.timeZone` setting). No route of 165.7.1. answers it yet
 * (only the exam-centre reservations do, under 165.7.2., which a committee member may not hold),
 * so this is the setting's default until one does.
 */
const UNIVERSITY_TIME_ZONE = DEFAULT_TIME_ZONE;

const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The wall time of `zone` at `ms` ('14:05'), to compare zones by what they show rather than by name. */
const wallTime = (ms: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    ms,
  );

/** Two names of one zone (Egypt, Africa/Cairo) agree now and in half a year (summer time). */
export const zoneDiffers = (zone: string, device = deviceZone()) =>
  zone !== device &&
  [0, 182 * 864e5].some((d) => wallTime(Date.now() + d, zone) !== wallTime(Date.now() + d, device));

/**
 * SPEC 8 'time-zone alert for the exam date': the form reads the date and time in the device's
 * zone, so a device elsewhere than the university is told before it sets the exam's start.
 */
export function TimeZoneAlert() {
  const { t } = useTranslation('exam-generation');
  if (!zoneDiffers(UNIVERSITY_TIME_ZONE)) return null;
  return (
    <Alert kind="warning" className="mb-4">
      <span data-testid="exam-tz-alert">
        {/* Zone names are IANA identifiers (Latin in both languages): isolated as such. */}
        {t('form.timeZoneDiffers', { device: '{device}', zone: '{zone}' })
          .split(/(\{device\}|\{zone\})/)
          .map((part, i) =>
            part === '{device}' || part === '{zone}' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence
              <bdi key={i} lang="en" dir="ltr">
                {part === '{device}' ? deviceZone() : UNIVERSITY_TIME_ZONE}
              </bdi>
            ) : (
              part
            ),
          )}
      </span>
    </Alert>
  );
}
