import ar from '../locales/ar/courses.json' with { type: 'json' };
import en from '../locales/en/courses.json' with { type: 'json' };
import { registerTexts } from '..';

registerTexts('courses', { ar, en });
