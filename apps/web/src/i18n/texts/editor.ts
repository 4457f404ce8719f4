import ar from '../locales/ar/editor.json' with { type: 'json' };
import en from '../locales/en/editor.json' with { type: 'json' };
import { registerTexts } from '..';

registerTexts('editor', { ar, en });
