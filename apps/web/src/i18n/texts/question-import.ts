import ar from '../locales/ar/question-import.json' with { type: 'json' };
import en from '../locales/en/question-import.json' with { type: 'json' };
import { registerTexts } from '..';

registerTexts('question-import', { ar, en });
