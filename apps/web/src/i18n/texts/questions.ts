import ar from '../locales/ar/questions.json' with { type: 'json' };
import en from '../locales/en/questions.json' with { type: 'json' };
import { registerTexts } from '..';

registerTexts('questions', { ar, en });
