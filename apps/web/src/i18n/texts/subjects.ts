import ar from '../locales/ar/subjects.json' with { type: 'json' };
import en from '../locales/en/subjects.json' with { type: 'json' };
import { registerTexts } from '..';

registerTexts('subjects', { ar, en });
