import ar from '../locales/ar/reserve-exam.json' with { type: 'json' };
import en from '../locales/en/reserve-exam.json' with { type: 'json' };
import { registerTexts } from '..';

/** The reserve exam's screens, and the bell, which names a reservation's change on every screen. */
registerTexts('reserve-exam', { ar, en });
