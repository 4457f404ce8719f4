import ar from '../locales/ar/review.json';
import en from '../locales/en/review.json';
import { registerTexts } from '..';

registerTexts('review', { ar, en });
