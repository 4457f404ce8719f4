import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'puppeteer-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--no-first-run',
];

/**
 * One headless Chromium per process, started on first use, and at most `size` pages in it, reused
 * from one render to the next (a new page costs tens of milliseconds, a new browser about a second).
 * A render waits for a free page, so `size` is also how many render at once.
 */
export class ChromiumPool {
  private browser?: Promise<Browser>;
  private userDataDir?: string;
  private readonly idle: Page[] = [];
  private readonly waiting: ((page: Page) => void)[] = [];
  private opened = 0;
  /** Pages ever opened: a test checks the reuse. */
  get pagesOpened(): number {
    return this.opened;
  }

  constructor(
    readonly size = 2,
    private readonly executablePath = process.env.MIZAN_CHROMIUM || '/usr/bin/chromium',
  ) {}

  /** Runs `work` on a pooled page; the page goes back to the pool (blank) afterwards. */
  async withPage<T>(work: (page: Page) => Promise<T>): Promise<T> {
    const page = await this.take();
    let healthy = true;
    try {
      return await work(page);
    } catch (error) {
      healthy = false;
      throw error;
    } finally {
      await this.give(page, healthy);
    }
  }

  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = undefined;
    this.idle.length = 0;
    await (await browser?.catch(() => undefined))?.close();
    if (this.userDataDir) rmSync(this.userDataDir, { recursive: true, force: true });
  }

  private launch(): Promise<Browser> {
    this.userDataDir = mkdtempSync(path.join(tmpdir(), 'mizan-chromium-'));
    // puppeteer-core loads at the first document, not at the API's start.
    this.browser ??= import('puppeteer-core').then(({ default: puppeteer }) =>
      puppeteer.launch({
        executablePath: this.executablePath,
        headless: true,
        args: CHROMIUM_ARGS,
        userDataDir: this.userDataDir,
      }),
    );
    return this.browser;
  }

  private async take(): Promise<Page> {
    const page = this.idle.pop();
    if (page) return page;
    if (this.opened < this.size) {
      this.opened++;
      try {
        const browser = await (this.browser ?? this.launch());
        const fresh = await browser.newPage();
        // Documents are self-contained: nothing they hold may reach the network.
        await fresh.setRequestInterception(true);
        fresh.on('request', (r) => (r.url().startsWith('data:') ? r.continue() : r.abort()));
        return fresh;
      } catch (error) {
        this.opened--;
        throw error;
      }
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private async give(page: Page, healthy: boolean): Promise<void> {
    if (healthy) {
      try {
        await page.setContent('<!doctype html><html></html>');
      } catch {
        healthy = false;
      }
    }
    if (!healthy) {
      this.opened--;
      await page.close().catch(() => undefined);
      const next = this.waiting.shift();
      if (next) this.take().then(next);
      return;
    }
    const next = this.waiting.shift();
    if (next) next(page);
    else this.idle.push(page);
  }
}
