import { Global, Module, type OnApplicationShutdown } from '@nestjs/common';
import { ChromiumPool } from './chromium.pool.js';
import { PdfWriter } from './pdf.writer.js';

/** Platform: HTML to PDF on a Chromium pool, the DOCX writer, the print font (README.md). */
@Global()
@Module({
  providers: [
    { provide: ChromiumPool, useFactory: () => new ChromiumPool() },
    { provide: PdfWriter, useFactory: (pool: ChromiumPool) => new PdfWriter(pool), inject: [ChromiumPool] },
  ],
  exports: [PdfWriter],
})
export class DocumentsModule implements OnApplicationShutdown {
  constructor(private readonly pool: ChromiumPool) {}

  onApplicationShutdown(): Promise<void> {
    return this.pool.close();
  }
}
