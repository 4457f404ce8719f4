import { Injectable } from '@nestjs/common';
import { DEFAULT_QUESTION_SETTINGS, type QuestionSettings } from '@mizan/domain/questions';
import { Db } from '../database/db.service.js';

/** app_setting keys of the configurable question limits (SPEC 5 'rich-text maximum', SPEC 9 similarity). */
export const SETTING_KEYS = {
  richTextMax: 'question.richTextMax',
  similarityThreshold: 'question.similarityThreshold',
} as const;

const valid: Record<keyof QuestionSettings, (n: number) => boolean> = {
  richTextMax: (n) => Number.isInteger(n) && n >= 100,
  similarityThreshold: (n) => n > 0 && n <= 1,
};

/**
 * The question settings, read from app_setting (an absent or unreadable value falls back to the
 * default) and kept for a few seconds: every save and similarity check reads them.
 */
@Injectable()
export class QuestionSettingsService {
  readonly ttlMs = 5000;
  private cached?: { at: number; value: QuestionSettings };

  constructor(private readonly db: Db) {}

  async get(): Promise<QuestionSettings> {
    if (this.cached && Date.now() - this.cached.at < this.ttlMs) return this.cached.value;
    const rows = await this.db.query<{ key: string; value: string }>(
      'select key, value from app_setting where key = any(?::text[])',
      [`{${Object.values(SETTING_KEYS).join(',')}}`],
    );
    const value = { ...DEFAULT_QUESTION_SETTINGS };
    for (const name of Object.keys(SETTING_KEYS) as (keyof QuestionSettings)[]) {
      const n = Number(rows.find((r) => r.key === SETTING_KEYS[name])?.value);
      if (valid[name](n)) value[name] = n;
    }
    this.cached = { at: Date.now(), value };
    return value;
  }

  /** After the settings were changed through this process. */
  clear(): void {
    this.cached = undefined;
  }
}
