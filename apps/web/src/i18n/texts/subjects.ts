import ar from '../locales/ar/subjects.json';
import en from '../locales/en/subjects.json';
import { registerTexts } from '..';

registerTexts('subjects', { ar, en });
