import ar from '../locales/ar/question-form.json' with { type: 'json' };
import en from '../locales/en/question-form.json' with { type: 'json' };
import { registerTexts } from '..';

registerTexts('question-form', { ar, en });
