import ar from '../locales/ar/courses.json';
import en from '../locales/en/courses.json';
import { registerTexts } from '..';

registerTexts('courses', { ar, en });
