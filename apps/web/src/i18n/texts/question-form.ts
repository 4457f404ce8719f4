import ar from '../locales/ar/question-form.json';
import en from '../locales/en/question-form.json';
import { registerTexts } from '..';

registerTexts('question-form', { ar, en });
