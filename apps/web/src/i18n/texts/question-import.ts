import ar from '../locales/ar/question-import.json';
import en from '../locales/en/question-import.json';
import { registerTexts } from '..';

registerTexts('question-import', { ar, en });
