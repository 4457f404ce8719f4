import { pick } from '@mizan/domain/i18n';
import { RESERVE_EXAM_MESSAGES } from '@mizan/domain/reserve-exam';
import { Alert } from '@mizan/ui';
import { useLang } from '../../app/useLang';
import { browserZoneDiffers, zoneName } from '../zoned';

/** SPEC 8 'time-zone alert for the exam date': shown only when the device's zone is not the university's. */
export function TimeZoneAlert({ timeZone }: { timeZone: string | undefined }) {
  const lang = useLang();
  if (!timeZone || !browserZoneDiffers(timeZone)) return null;
  return (
    <Alert kind="warning" className="mb-4">
      <span data-testid="reserve-tz-alert">
        {pick(RESERVE_EXAM_MESSAGES.timeZoneDiffers, lang).replace('{zone}', zoneName(lang, timeZone))}
      </span>
    </Alert>
  );
}
