import ar from '../locales/ar/course-ilos.json';
import en from '../locales/en/course-ilos.json';
import { registerTexts } from '..';

registerTexts('course-ilos', { ar, en });
