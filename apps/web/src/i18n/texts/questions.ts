import ar from '../locales/ar/questions.json';
import en from '../locales/en/questions.json';
import { registerTexts } from '..';

registerTexts('questions', { ar, en });
