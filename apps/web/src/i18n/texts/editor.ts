import ar from '../locales/ar/editor.json';
import en from '../locales/en/editor.json';
import { registerTexts } from '..';

registerTexts('editor', { ar, en });
