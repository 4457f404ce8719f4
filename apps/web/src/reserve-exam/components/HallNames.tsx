import { pick } from '@mizan/domain/i18n';
import type { HallInfo } from '@mizan/domain/reserve-exam';
import { useLang } from '../../app/useLang';

/** 'Science building - Hall 1, Hall 2': halls grouped under their centre, names as the university wrote them. */
export function HallNames({
  halls,
}: {
  halls: Pick<HallInfo, 'hallId' | 'centreId' | 'centreName' | 'hallName'>[];
}) {
  const lang = useLang();
  const centres = new Map<number, { name: string; halls: string[] }>();
  for (const h of halls) {
    const c = centres.get(h.centreId) ?? { name: pick(h.centreName, lang), halls: [] };
    c.halls.push(pick(h.hallName, lang));
    centres.set(h.centreId, c);
  }
  return (
    <span className="flex flex-col">
      {[...centres.entries()].map(([id, c]) => (
        <bdi key={id} data-user-content="">
          {c.name} – {c.halls.join(lang === 'ar' ? '، ' : ', ')}
        </bdi>
      ))}
    </span>
  );
}
