import ar from '../locales/ar/course-ilos.json' with { type: 'json' };
import en from '../locales/en/course-ilos.json' with { type: 'json' };
import { registerTexts } from '..';

registerTexts('course-ilos', { ar, en });
