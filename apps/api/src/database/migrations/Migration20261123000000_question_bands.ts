import { Migration } from '@mikro-orm/migrations';
import { fillTextBands } from '../../questions/text-bands.js';

/**
 * MinHash LSH bands of each question's folded stem (questions/text-bands.ts), with a GIN index: the
 * near-duplicate check asks it for the questions sharing a band, a few dozen, instead of walking the
 * trigram index's posting lists of every trigram of the text. The bands are computed in JS (as the
 * API computes them on save), so the existing questions are filled here.
 */
export class Migration20261123000000QuestionBands extends Migration {
  override name = 'Migration20261123000000_question_bands';

  override async up(): Promise<void> {
    await this.execute(`alter table question add column text_bands int[] not null default '{}'`);
    await fillTextBands((sql, params) => this.execute(sql, params));
    await this.execute('create index question_text_bands on question using gin (text_bands)');
  }
}
