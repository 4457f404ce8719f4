import ar from '../locales/ar/review.json' with { type: 'json' };
import en from '../locales/en/review.json' with { type: 'json' };
import { registerTexts } from '..';

registerTexts('review', { ar, en });
